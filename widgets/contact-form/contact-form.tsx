import { contactUsForm } from '../../core/forms/declarations/contact-us';
import { EnquiryForm } from '../../core/forms/react';

export function ContactForm() {
  return <EnquiryForm definition={contactUsForm} />;
}
