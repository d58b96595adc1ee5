import { EnquiryForm } from '../../core/forms/react';
import { fullInterestForm } from '../../core/forms/declarations/full-interest';

export function FullInterestForm() {
  return <EnquiryForm definition={fullInterestForm} />;
}
