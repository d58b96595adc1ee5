import { type FormEvent, useState } from 'react';
import { navigateTo } from '../../core/browser';
import { usePageId } from '../../core/mount';
import { safeNavigationUrl } from '../../core/security';
import type { PlanChoice } from './other-plans';
import { useText } from '../../core/mount';
import { residenceDetailText } from './messages';

/**
 * spec.md section 2: "a plan selector that navigates to the chosen plan url". Choosing an option
 * changes nothing by itself; the button goes (WCAG 3.2.2: no change of page on a change of value,
 * so a keyboard visitor can move through the options).
 */
export function PlanSelector({ community, choices }: { community: string; choices: PlanChoice[] }) {
  const id = usePageId('hb-residence-plan');
  const t = useText(residenceDetailText);
  const [chosen, setChosen] = useState(String(choices[0]?.id ?? ''));
  if (!choices.length) return null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The select's own value: a render may not have caught up with the last change yet.
    const value = new FormData(event.currentTarget).get('plan');
    const target = choices.find((c) => String(c.id) === value);
    const href = target && safeNavigationUrl(target.href);
    if (href) navigateTo(href);
  };
  return (
    <form className="hb-residence__selector" onSubmit={onSubmit}>
      <label htmlFor={id} className="hb-residence__selector-label">
        {t('others', { community })}
      </label>
      <div className="hb-residence__selector-row">
        <select
          id={id}
          name="plan"
          className="hb-residence__select"
          value={chosen}
          onChange={(event) => setChosen(event.currentTarget.value)}
        >
          {choices.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
        </select>
        <button type="submit" className="hb-button">
          {t('seePlan')}
        </button>
      </div>
    </form>
  );
}
