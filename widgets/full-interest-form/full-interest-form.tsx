import { EnquiryForm, fullInterestForm } from '../../core';

export function FullInterestForm() {
  return <EnquiryForm definition={fullInterestForm} />;
}
