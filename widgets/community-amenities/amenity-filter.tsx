import { usePageId } from '../../core/mount';
import type { Amenity } from '../../core/api';

interface AmenityFilterProps {
  amenities: readonly Amenity[];
  chosen: string | null;
  onChoose(name: string | null): void;
}

/**
 * spec.md section 2: one checkbox an amenity. Checking one unchecks the others (section 4);
 * unchecking it leaves only the community's house on the map.
 */
export function AmenityFilter({ amenities, chosen, onChoose }: AmenityFilterProps) {
  const hintId = usePageId();
  return (
    <fieldset className="hb-community-amenities__filter" aria-describedby={hintId}>
      <legend className="hb-community-amenities__legend">Nearby amenities</legend>
      <p id={hintId} className="hb-community-amenities__hint">
        Choose one to see its places on the map.
      </p>
      <ul>
        {amenities.map((a) => (
          <li key={a.name}>
            <label className="hb-community-amenities__choice">
              <input type="checkbox" checked={chosen === a.name} onChange={(e) => onChoose(e.currentTarget.checked ? a.name : null)} />
              <span>
                {a.name} <span className="hb-community-amenities__count">({a.pins.length})</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
