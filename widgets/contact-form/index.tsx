import { defineWidget } from '../../core/mount';
import { ContactForm } from './contact-form';

/** The contact form, on any page; it posts to /forms/contact-us. */
export default defineWidget('contact-form', {}, ContactForm);
