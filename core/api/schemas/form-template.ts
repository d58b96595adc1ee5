import { array, type Infer, optional, string, type } from 'superstruct';

/** One choice of a fixed list, as the CMS words it: the value is the bundle's, the label the editor's. */
export const TemplateOption = type({ value: string(), label: string() });

/** What an editor may say about one field, named as the bundle names it (docs/forms-templates.md). */
export const FieldWords = type({
  name: string(),
  label: optional(string()),
  hint: optional(string()),
  placeholder: optional(string()),
  options: optional(array(TemplateOption)),
});

/**
 * A form's words as the CMS keeps them at the form's template path (spec.md section 2), sent as
 * {"status": "success", "template": {...}}. Every part is optional, and an empty string keeps the
 * bundle's words. All of it is text: the consent's [label](address) is the one way to a link.
 * Field names, rules and the payload are the bundle's alone (docs/forms-templates.md).
 */
export const FormTemplate = type({
  heading: optional(string()),
  intro: optional(string()),
  submit: optional(string()),
  fields: optional(array(FieldWords)),
  consent: optional(string()),
  success: optional(string()),
});
export type FormTemplate = Infer<typeof FormTemplate>;
