import { describe, expect, it } from 'vitest';
import { FORM_DECLARATIONS } from '../../../../../core/forms/declarations/registry';
import { applyTemplate } from '../../../../../core/forms/engine/apply-template';
import type { FieldSpec } from '../../../../../core/forms/engine/field-spec';

const optionsOf = (f: FieldSpec) => ('options' in f && typeof f.options !== 'string' ? f.options : []);
/** What a field is, words aside: the template must leave all of it as declared. */
const shape = (f: FieldSpec) => {
  const { label, hint, ...rest } = f as FieldSpec & { placeholder?: string; options?: unknown };
  const { placeholder, options, ...kept } = rest;
  return { ...kept, values: optionsOf(f).map((o) => o.value) };
};

describe('applyTemplate', () => {
  it.each(FORM_DECLARATIONS.map((f) => [f.type, f] as const))(
    'words %s as the editor says, and keeps its type, path, names, kinds, rules and values',
    (_, form) => {
      const shown = applyTemplate(form, {
        heading: 'Edited',
        fields: form.fields.map((f) => ({
          name: f.name,
          label: `Edited ${f.label}`,
          // Reversed, with a value of the editor's own that the bundle never sends.
          options: [...optionsOf(f)].reverse().concat({ value: 'injected', label: 'Injected' }),
        })),
      });
      expect(shown.title).toBe('Edited');
      expect({ ...shown, title: form.title, fields: [] }).toEqual({ ...form, fields: [] });
      expect(shown.fields.map((f) => f.label)).toEqual(form.fields.map((f) => `Edited ${f.label}`));
      for (const [i, f] of shown.fields.entries()) {
        const { values, ...rest } = shape(f);
        const { values: bundled, ...declared } = shape(form.fields[i]);
        expect(rest).toEqual(declared);
        expect([...values].sort()).toEqual([...bundled].sort());
      }
    },
  );
});
