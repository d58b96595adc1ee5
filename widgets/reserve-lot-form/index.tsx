import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { ReserveLotForm } from './reserve-lot-form';

/** <hb-reserve-lot-form data-community-id="12">: a "Reserve a lot" button and its dialog → /forms/reserve-a-lot. */
export default defineWidget('reserve-lot-form', { communityId: attr.id('12').required }, ReserveLotForm);
