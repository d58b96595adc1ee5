import { contactUsForm } from '../../core/forms/declarations/contact-us';
import { Form } from '../../core/forms/react';

export function ContactForm() {
  return <Form definition={contactUsForm} />;
}
