import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { ReserveLotForm } from './reserve-lot-form';

/** A 'Reserve a lot' button and its form in a dialog, which closes 15 s after success; with a lot, 'Reserve this lot' for that lot. */
export default defineWidget(
  'reserve-lot-form',
  {
    /** The community of the lot. */
    communityId: attr.id('12').required,
    /** The lot to reserve (an id of the lot map's /api/lot), sent in selected_lots. */
    lotId: attr.id('3012').optional,
    /** The lot's number as the site plan shows it, named in the dialog. */
    lot: attr.string('12').optional,
  },
  ReserveLotForm,
);
