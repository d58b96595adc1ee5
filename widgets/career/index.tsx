import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { Career } from './career';

/** One open position: its details and the application form (multipart, up to three files). */
export default defineWidget(
  'career',
  {
    /** The position; without it, the one of the page's own address (/careers/2). */
    careerId: attr.id('2').optional,
  },
  Career,
);
