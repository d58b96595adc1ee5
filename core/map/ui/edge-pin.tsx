import { useText } from '../../mount/use-text';
import type { MapMarker } from '../map-marker';
import { mapText } from '../messages';
import { joinNames } from '../marker-names';
import type { EdgeGroup } from '../off-view';

interface EdgePinProps {
  group: EdgeGroup<MapMarker>;
  /** What a group counts: "communities", "places". */
  noun: string;
  covered: boolean;
  onActivate(group: EdgeGroup<MapMarker>): void;
}

/**
 * The pins beyond one edge of the map, as one button on that edge: its arrow points their way,
 * its number says how many, its name says which. Pressing it moves the map to them.
 */
export function EdgePin({ group, noun, covered, onActivate }: EdgePinProps) {
  const { members, direction } = group;
  const t = useText(mapText);
  const where = {
    north: t('north'),
    northeast: t('northeast'),
    east: t('east'),
    southeast: t('southeast'),
    south: t('south'),
    southwest: t('southwest'),
    west: t('west'),
    northwest: t('northwest'),
  }[direction];
  const name =
    members.length === 1
      ? t('edgeOne', { name: members[0].label, direction: where })
      : t('edgeMany', { count: members.length, noun, direction: where, names: joinNames(members, t('and')) });
  return (
    <button
      type="button"
      className={`hb-map-edge hb-map-edge--${direction}${covered ? ' hb-map__covered' : ''}`}
      data-hb-pin={group.id}
      data-hb-members={members.map((m) => m.id).join(' ')}
      onClick={(event) => {
        event.stopPropagation(); // the map's own click closes the card
        onActivate(group);
      }}
    >
      <svg className="hb-map-edge__arrow" viewBox="0 0 44 44" aria-hidden="true" focusable="false">
        <path d="M22 0 29 8H15Z" />
      </svg>
      <span aria-hidden="true">{members.length}</span>
      <span className="hb-visually-hidden">{name}</span>
    </button>
  );
}
