import { useText } from '../../mount/use-text';
import type { Cluster } from '../clusters';
import { mapText } from '../messages';
import type { MapMarker, MarkerKind } from '../map-marker';
import { joinNames } from '../marker-names';

interface MapPinProps {
  cluster: Cluster<MapMarker>;
  /** What a cluster counts: "communities", "places". */
  noun: string;
  selected: boolean;
  /** A cluster that cannot be split by zooming in opens a list instead. */
  atMaxZoom: boolean;
  /** Under the open info card: hidden, so nothing half-covered is left to tap (WCAG 2.5.8). */
  covered: boolean;
  onActivate(cluster: Cluster<MapMarker>): void;
  onFocus(cluster: Cluster<MapMarker>): void;
}

/**
 * A pin is a real button: its accessible name says what and how much, and the list beside the
 * map is its text alternative. Overlapping pins become one cluster button showing the count.
 */
export function MapPin({ cluster, noun, selected, atMaxZoom, covered, onActivate, onFocus }: MapPinProps) {
  const { members } = cluster;
  const t = useText(mapText);
  const single = members.length === 1;
  const kind: MarkerKind = single ? members[0].kind : 'community';
  return (
    <button
      type="button"
      className={`${single ? `hb-map-pin hb-map-pin--${kind}${selected ? ' hb-map-pin--selected' : ''}` : `hb-map-cluster${selected ? ' hb-map-cluster--selected' : ''}`}${covered ? ' hb-map__covered' : ''}`}
      aria-expanded={selected}
      data-hb-pin={cluster.id}
      data-hb-members={members.map((m) => m.id).join(' ')}
      onClick={(event) => {
        event.stopPropagation(); // the map's own click closes the card
        onActivate(cluster);
      }}
      onFocus={(event) => {
        // Keyboard focus only: a pin that moved under a pressed mouse would never get its click.
        if (event.currentTarget.matches(':focus-visible')) onFocus(cluster);
      }}
    >
      {single ? (
        <>
          <PinIcon kind={kind} />
          <span className="hb-visually-hidden">{members[0].label}</span>
        </>
      ) : (
        <>
          <span>{members.length}</span>
          <span className="hb-visually-hidden">
            {` ${t('clusterNames', { noun, names: joinNames(members, t('and')) })} ${atMaxZoom ? t('showThem') : t('zoomInToSee')}`}
          </span>
        </>
      )}
    </button>
  );
}

function PinIcon({ kind }: { kind: MarkerKind }) {
  if (kind === 'house')
    return (
      <svg className="hb-map-pin__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 3 2 11.5h3V21h5.5v-6h3v6H19v-9.5h3L12 3Z" />
      </svg>
    );
  return <span className="hb-map-pin__dot" aria-hidden="true" />;
}
