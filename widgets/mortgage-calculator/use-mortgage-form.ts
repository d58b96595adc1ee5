import { useEffect, useMemo, useReducer, useRef } from 'react';
import { checkForm } from './form-check';
import { fieldNumber } from './format';
import { formReducer, initialFormState } from './form-state';
import { readSharedInputs } from './share-link';

/** The calculator's fields (restored from a shared link on mount), their messages, and the checked inputs. */
export function useMortgageForm(presetPrice: number | undefined) {
  const [state, dispatch] = useReducer(formReducer, presetPrice, (preset) => initialFormState(preset, readSharedInputs(location.search)));

  // An editor's script that changes data-price after load moves the price field with it.
  const preset = useRef(presetPrice);
  useEffect(() => {
    if (presetPrice === preset.current) return;
    preset.current = presetPrice;
    if (presetPrice !== undefined) dispatch({ type: 'price', text: fieldNumber(presetPrice) || String(presetPrice) });
  }, [presetPrice]);

  const checked = useMemo(() => checkForm(state), [state]);
  return { state, dispatch, ...checked };
}

/** The last value that was not null, and whether the current one is null (so what shows is stale). */
export function useLastValid<T>(value: T | null): { value: T | null; stale: boolean } {
  const last = useRef<T | null>(value);
  if (value !== null) last.current = value;
  return { value: last.current, stale: value === null && last.current !== null };
}
