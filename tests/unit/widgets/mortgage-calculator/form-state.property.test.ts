import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mortgageSummary } from '../../../../core/rules/mortgage';
import { checkForm, initialForm, updateForm } from '../../../../widgets/mortgage-calculator/form-state';
import { typedText } from '../../core/rules/mortgage/typed-text';

const TYPED_FIELDS = ['price', 'down', 'downDollars', 'rate', 'hoa'] as const;
const edits = fc.array(fc.tuple(fc.constantFrom(...TYPED_FIELDS), typedText), { minLength: 1, maxLength: 8 });
const unusable = /NaN|Infinity|undefined/;

describe('the calculator’s fields, whatever the visitor types in whatever order', () => {
  it('keep every field the calculator fills in free of NaN and Infinity (what was typed stays as typed)', () => {
    fc.assert(
      fc.property(edits, (typed) => {
        let form = initialForm(undefined, '');
        const typedBy = new Map<string, string>();
        for (const [key, text] of typed) {
          form = updateForm(form, key, text);
          typedBy.set(key, text);
          expect(form[key]).toBe(text);
          const ours = TYPED_FIELDS.filter((k) => form[k] !== typedBy.get(k)).map((k) => form[k]);
          expect(ours.filter((value) => unusable.test(value))).toEqual([]);
        }
      }),
    );
  });

  it('either name a field to fix or give inputs whose every figure is finite', () => {
    fc.assert(
      fc.property(edits, (typed) => {
        const form = typed.reduce((f, [key, text]) => updateForm(f, key, text), initialForm(undefined, ''));
        const { errors, inputs } = checkForm(form);
        if (!inputs) {
          expect(Object.keys(errors).length).toBeGreaterThan(0);
          return;
        }
        const s = mortgageSummary(inputs, new Date(2025, 4, 20));
        expect([s.loanAmount, s.totalInterest, ...Object.values(s.monthly)].filter((n) => !Number.isFinite(n))).toEqual(
          [],
        );
      }),
    );
  });
});
