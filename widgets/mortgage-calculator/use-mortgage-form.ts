import { useEffect, useRef, useState } from 'react';
import { checkForm, type FormState, initialForm, updateForm } from './form-state';
import { fieldDollars } from './format';

/** The calculator's fields (restored from a shared link on mount), a way to change one, their messages, and the checked inputs. */
export function useMortgageForm(presetPrice: number | undefined) {
  const [form, setForm] = useState(() => initialForm(presetPrice, location.search));
  const update = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => updateForm(f, key, value));

  // An editor's script that changes data-price after load moves the price field with it.
  const preset = useRef(presetPrice);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when data-price changes; update only calls setForm
  useEffect(() => {
    if (presetPrice === preset.current) return;
    preset.current = presetPrice;
    if (presetPrice !== undefined) update('price', fieldDollars(presetPrice));
  }, [presetPrice]);

  return { form, update, ...checkForm(form) };
}
