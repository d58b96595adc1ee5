import { defineWidget } from '../../core/mount';
import { ContactForm } from './contact-form';

/** <hb-contact-form>: the contact form → /forms/contact-us. */
export default defineWidget('contact-form', {}, ContactForm);
