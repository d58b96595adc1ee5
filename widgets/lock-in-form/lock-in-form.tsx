import { EnquiryForm, lockInForm } from '../../core';

export function LockInForm() {
  return <EnquiryForm definition={lockInForm} />;
}
