import { defineWidget } from '../../core/mount';
import { ContactUs } from './contact-us';

/** <hb-contact-us>: the contact page: the contact form beside the model centers from content. */
export default defineWidget('contact-us', {}, ContactUs);
