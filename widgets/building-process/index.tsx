import { defineWidget } from '../../core/mount';
import { attr } from '../../core/platform';
import { BuildingProcess } from './building-process';

/**
 * How we build your home, in an 8-step slideshow that wraps at both ends: durations from contract
 * to closing and the warranties, with previous / next, arrow keys and a numbered list of the steps.
 */
export default defineWidget(
  'building-process',
  {
    /** The service request page the last step links to (this site); /service-request when left out. */
    serviceRequestUrl: attr.string('/service-request').optional,
  },
  BuildingProcess,
);
