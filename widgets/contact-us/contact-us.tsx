import { contactUsForm } from '../../core/forms/declarations/contact-us';
import { Form } from '../../core/forms/react';
import { ModelCenters } from './model-centers';
import './contact-us.css';

export function ContactUs() {
  return (
    <div className="hb-contact-us">
      <div className="hb-contact-us__form">
        <Form definition={contactUsForm} another />
      </div>
      <ModelCenters />
    </div>
  );
}
