import { usePageId, useText } from '../../core/mount';
import { floorplanDetailText } from './messages';
import { type KeyboardEvent, useRef, useState } from 'react';
import type { PlanOffering } from '../../core/api';
import { navigateTo } from '../../core/browser';
import { communityFloorplansUrl } from './community-floorplans-url';

const BROWSING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * The community dropdown: choosing a community goes to its floorplans page (spec.md section 2).
 * A keyboard visitor moving through a closed select fires a change on every arrow key, so
 * their choice waits for Enter or the link below instead (WCAG 3.2.2: no surprise navigation).
 */
export function CommunityChooser({ offerings }: { offerings: PlanOffering[] }) {
  const id = usePageId();
  const t = useText(floorplanDetailText);
  const [chosen, setChosen] = useState('');
  // A ref as well as state: the change event comes in the same turn as the key, before a render.
  const keyboard = useRef(false);
  const [byKeyboard, setByKeyboard] = useState(false);
  const setKeyboard = (value: boolean) => {
    keyboard.current = value;
    setByKeyboard(value);
  };
  const target = offerings.find((o) => String(o.id) === chosen);
  const href = target ? communityFloorplansUrl(target.url) : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (BROWSING_KEYS.has(event.key) || event.key.length === 1) setKeyboard(true);
    if (event.key === 'Enter' && href) navigateTo(href);
  };

  return (
    <div className="hb-fp-detail__chooser">
      <label htmlFor={id} className="hb-fp-detail__chooser-label">
        {t('pricesBy')}
      </label>
      <p id={`${id}-hint`} className="hb-fp-detail__hint">
        {t('hint')}
      </p>
      <select
        id={id}
        className="hb-fp-detail__select"
        value={chosen}
        aria-describedby={`${id}-hint`}
        onKeyDown={onKeyDown}
        onPointerDown={() => setKeyboard(false)}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setChosen(value);
          const next = offerings.find((o) => String(o.id) === value);
          const url = next ? communityFloorplansUrl(next.url) : undefined;
          if (url && !keyboard.current) navigateTo(url);
        }}
      >
        <option value="">{t('chooseCommunity')}</option>
        {offerings.map((o) => (
          <option key={o.id} value={String(o.id)}>
            {o.community}
          </option>
        ))}
      </select>
      {byKeyboard && target && href ? (
        <a className="hb-fp-detail__go" href={href}>
          {t('seePrices', { community: target.community })}
        </a>
      ) : null}
    </div>
  );
}
