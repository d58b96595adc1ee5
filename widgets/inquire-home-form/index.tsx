import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { InquireHomeForm } from './inquire-home-form';

/** An 'Inquire about this home' button and its form in a dialog, which closes 4 s after success. */
export default defineWidget(
  'inquire-home-form',
  {
    /** The move-in-ready home asked about. */
    homeId: attr.id('7').required,
  },
  InquireHomeForm,
);
