import { enums, type Infer, optional, string, type } from 'superstruct';

/** What every form and account post answers (spec.md section 7). */
export const FormResponse = type({ status: enums(['success', 'failure']), message: optional(string()) });
export type FormResponse = Infer<typeof FormResponse>;
