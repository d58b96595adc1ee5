import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { InquireHomeForm } from './inquire-home-form';

/** <hb-inquire-home-form data-home-id="7">: an "Inquire about this home" button and its dialog → /forms/inquire-home. */
export default defineWidget('inquire-home-form', { homeId: attr.id('7').required }, InquireHomeForm);
