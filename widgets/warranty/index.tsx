import { defineWidget } from '../../core/mount';
import { attr } from '../../core/platform';
import { Warranty } from './warranty';

/** The new home warranty in brief (10-year structural, two-year systems, one-year workmanship) with a link to request warranty service. */
export default defineWidget(
  'warranty',
  {
    /** The service request page the widget links to (this site); /service-request when left out. */
    serviceRequestUrl: attr.string('/service-request').optional,
  },
  Warranty,
);
