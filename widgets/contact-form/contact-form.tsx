import { contactUsForm, EnquiryForm } from '../../core';

export function ContactForm() {
  return <EnquiryForm definition={contactUsForm} />;
}
