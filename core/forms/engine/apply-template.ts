import type { FormTemplate } from '../../api/schemas/form-template';
import type { FieldSpec, Option } from './field-spec';
import type { FormDefinition } from './form-definition';

/** An editor's word, or the bundle's when the template says nothing (missing, empty or blank): never an empty label. */
const word = (edited: string | undefined, bundled: string): string => edited?.trim() || bundled;
const optionalWord = (edited: string | undefined, bundled: string | undefined) => edited?.trim() || bundled;

/**
 * A fixed list as the editor orders and words it: only the bundle's values (the payload and its
 * checks stay valid), each once; a list that keeps none of them stays the bundle's.
 */
function editedOptions(bundled: readonly Option[], wanted: readonly Option[] | undefined): readonly Option[] {
  if (!wanted) return bundled;
  const kept: Option[] = [];
  for (const o of wanted) {
    const known = bundled.find((b) => b.value === o.value);
    if (known && !kept.some((k) => k.value === o.value))
      kept.push({ value: known.value, label: word(o.label, known.label) });
  }
  return kept.length ? kept : bundled;
}

function fieldWithWords(field: FieldSpec, fields: FormTemplate['fields']): FieldSpec {
  const words = fields?.find((f) => f.name === field.name);
  if (!words) return field;
  const shown = { ...field, label: word(words.label, field.label), hint: optionalWord(words.hint, field.hint) };
  if (shown.kind === 'select' || shown.kind === 'time-slot')
    shown.placeholder = word(words.placeholder, shown.placeholder);
  // Lists loaded from content (model centers, communities) are the content's; fixed lists are the bundle's values in the editor's words.
  if (
    shown.kind === 'radios' ||
    shown.kind === 'checkboxes' ||
    (shown.kind === 'select' && typeof shown.options !== 'string')
  )
    shown.options = editedOptions(shown.options as readonly Option[], words.options);
  return shown;
}

/**
 * The form as the CMS words it (docs/forms-templates.md): heading, intro, submit button, each
 * field's label, hint and placeholder, the fixed option lists' labels and order, the consent and
 * the success message. Everything else (type, path, field names, kinds, rules, defaults, the
 * payload) is the bundle's, whatever the template holds, so a template cannot break a submission.
 */
export function applyTemplate(definition: FormDefinition, template: FormTemplate | undefined): FormDefinition {
  if (!template) return definition;
  return {
    ...definition,
    title: word(template.heading, definition.title),
    intro: optionalWord(template.intro, definition.intro),
    submitLabel: word(template.submit, definition.submitLabel),
    successMessage: word(template.success, definition.successMessage),
    consent: optionalWord(template.consent, definition.consent),
    fields: definition.fields.map((f) => fieldWithWords(f, template.fields)),
  };
}
