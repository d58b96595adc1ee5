import { forgotPasswordForm } from '../../core/forms/declarations/forgot-password';
import { Form } from '../../core/forms/react';

/** hb-forgot-password: ask for a reset link; success goes to the login page (spec.md section 4). */
export function ForgotPassword() {
  return <Form definition={forgotPasswordForm} />;
}
