import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { ReserveLotForm } from './reserve-lot-form';

/** A 'Reserve a lot' button and its form in a dialog, which closes 15 s after success. */
export default defineWidget(
  'reserve-lot-form',
  {
    /** The community of the lot. */
    communityId: attr.id('12').required,
  },
  ReserveLotForm,
);
