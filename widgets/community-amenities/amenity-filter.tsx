import { usePageId } from '../../core/mount';
import type { Amenity } from '../../core/api';
import { useText } from '../../core/mount';
import { amenitiesText } from './messages';

interface AmenityFilterProps {
  amenities: readonly Amenity[];
  chosen: string | null;
  onChoose(name: string | null): void;
}

/**
 * spec.md section 4: choosing an amenity swaps in its pins and unchecks the other filters, so
 * there is one choice at a time: a radio group (a screen reader says so, arrow keys move the
 * choice), with "None" to go back to the community's house alone.
 */
export function AmenityFilter({ amenities, chosen, onChoose }: AmenityFilterProps) {
  const hintId = usePageId();
  const group = usePageId('hb-amenity');
  const t = useText(amenitiesText);
  const choice = (name: string | null, text: string, count?: number) => (
    <li key={name ?? ''}>
      <label className="hb-community-amenities__choice">
        <input type="radio" name={group} checked={chosen === name} onChange={() => onChoose(name)} />
        <span>
          {text}
          {count === undefined ? null : <span className="hb-community-amenities__count"> ({count})</span>}
        </span>
      </label>
    </li>
  );
  return (
    <fieldset className="hb-community-amenities__filter" aria-describedby={hintId}>
      <legend className="hb-community-amenities__legend">{t('nearbyAmenities')}</legend>
      <p id={hintId} className="hb-community-amenities__hint">
        {t('chooseHint')}
      </p>
      <ul>
        {choice(null, t('none'))}
        {amenities.map((a) => choice(a.name, a.name, a.pins.length))}
      </ul>
    </fieldset>
  );
}
