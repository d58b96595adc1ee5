import { Form } from '../../core/forms/react';
import { lockInForm } from '../../core/forms/declarations/lock-in';

export function LockInForm() {
  return <Form definition={lockInForm} />;
}
