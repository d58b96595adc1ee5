import { defineWidget } from '../../core/mount';
import { ContactUs } from './contact-us';

/** The contact page: the contact form beside the model centers from the CMS content. */
export default defineWidget('contact-us', {}, ContactUs);
