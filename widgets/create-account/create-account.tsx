import { createAccountForm } from '../../core/forms/declarations/create-account';
import { Form, PasswordControl } from '../../core/forms/react';

/** hb-create-account: a free my-favorites account; success goes to saved floorplans (spec.md section 4). */
export function CreateAccount() {
  return <Form definition={createAccountForm} controls={{ password: PasswordControl }} />;
}
