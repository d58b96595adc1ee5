import { defineWidget } from '../../core/mount';
import { attr } from '../../core/platform';
import { ExceptionalService } from './exceptional-service';

/**
 * The exceptional service modal (spec.md section 2, site-wide): a button an editor places in any
 * content opens the builder's service promise: the warranties of spec.md section 9 and how to
 * reach homeowner service (the service request page, the phone). The button says what the
 * editor wrote inside the element (e.g. a link "Our service promise"), or the label attribute.
 */
export default defineWidget(
  'exceptional-service',
  {
    /** The button's text; when left out, the text the editor put inside the element, else 'Our exceptional service'. */
    label: attr.string('Our service promise').optional,
    /** The service request page the dialog links to (this site); /service-request when left out. */
    serviceRequestUrl: attr.string('/service-request').optional,
    /** The homeowner service phone the dialog offers; when left out, the dialog offers the service request page only. */
    phone: attr.string('(863) 555-0150').optional,
  },
  ExceptionalService,
);
