import { Form, SsnControl } from '../../core/forms/react';
import { buyingApplicationForm } from '../../core/forms/declarations/buying-application';

export function BuyingApplication() {
  return <Form definition={buyingApplicationForm} controls={{ ssn: SsnControl }} />;
}
