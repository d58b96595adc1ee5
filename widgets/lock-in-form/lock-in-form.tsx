import { EnquiryForm } from '../../core/forms/react';
import { lockInForm } from '../../core/forms/declarations/lock-in';

export function LockInForm() {
  return <EnquiryForm definition={lockInForm} />;
}
