import { loginForm } from '../../core/forms/declarations/login';
import { Form, PasswordControl } from '../../core/forms/react';

/** hb-login: sign in to my favorites; success goes to saved floorplans (spec.md section 4). */
export function Login() {
  return <Form definition={loginForm} controls={{ password: PasswordControl }} />;
}
