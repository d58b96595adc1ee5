import { Hono } from 'hono';
import { literal, type } from 'superstruct';
import { type FormTemplate, FormTemplate as FormTemplateStruct } from '../../core/api/schemas/form-template';
import { FORM_DECLARATIONS } from '../../core/forms/declarations/registry';
import type { FieldSpec } from '../../core/forms/engine/field-spec';
import type { FormDefinition } from '../../core/forms/engine/form-definition';
import { sendChecked } from './respond';

/** A field's words as the bundle has them: what an editor starts from. */
function fieldWords(field: FieldSpec): NonNullable<FormTemplate['fields']>[number] {
  return {
    name: field.name,
    label: field.label,
    ...(field.hint ? { hint: field.hint } : {}),
    ...('placeholder' in field ? { placeholder: field.placeholder } : {}),
    ...('options' in field && typeof field.options !== 'string' ? { options: [...field.options] } : {}),
  };
}

/** A form's template holding its bundled words: the CMS's starting point, changed by nobody yet. */
export function bundledTemplate(form: FormDefinition): FormTemplate {
  return {
    heading: form.title,
    ...(form.intro ? { intro: form.intro } : {}),
    submit: form.submitLabel,
    success: form.successMessage,
    fields: form.fields.map(fieldWords),
  };
}

/** Contact-us's referral list as its editor ordered and worded it: the likeliest first, the site named plainly. */
const FIRST = [
  { value: 'A Friend or Family Member', label: 'A friend or family member' },
  { value: 'A Realtor', label: 'A realtor' },
  { value: 'Lakeland Homes Website', label: 'This website' },
];
const REFERRALS_AS_EDITED = (bundled: readonly { value: string; label: string }[]) => [
  ...FIRST,
  ...bundled.filter((o) => !FIRST.some((f) => f.value === o.value)),
];

/**
 * What the demo's editors changed, by form type (docs/forms-templates.md; the gallery shows them):
 * contact-us's heading and the order and words of its referral list, get-updates' consent line.
 */
export const EDITED_TEMPLATES: Record<string, (bundled: FormTemplate) => FormTemplate> = {
  'contact-us': (t) => ({
    ...t,
    heading: 'Ask us anything',
    fields: t.fields?.map((f) => (f.name === 'referral' ? { ...f, options: REFERRALS_AS_EDITED(f.options ?? []) } : f)),
  }),
  'get-updates': (t) => ({
    ...t,
    consent:
      'We will only use your details to send you news about our homes, and you can unsubscribe at any time. Questions? [Contact us](/contact-us).',
  }),
};

/** The template of each form that has a CMS path (spec.md section 2), by that path. */
export const FORM_TEMPLATES: ReadonlyMap<string, FormTemplate> = new Map(
  FORM_DECLARATIONS.flatMap((form) => {
    if (!form.template) return [];
    const bundled = bundledTemplate(form);
    return [[form.template, EDITED_TEMPLATES[form.type]?.(bundled) ?? bundled] as const];
  }),
);

/** The CMS's form templates at spec.md section 2's paths: {status: 'success', template}, checked with the client's struct. */
export function formTemplateRoutes(): Hono {
  const app = new Hono();
  const answer = type({ status: literal('success'), template: FormTemplateStruct });
  for (const [path, template] of FORM_TEMPLATES)
    app.get(path, (c) => sendChecked(c, answer, { status: 'success', template }));
  return app;
}
