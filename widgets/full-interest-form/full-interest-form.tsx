import { Form } from '../../core/forms/react';
import { fullInterestForm } from '../../core/forms/declarations/full-interest';

export function FullInterestForm() {
  return <Form definition={fullInterestForm} />;
}
