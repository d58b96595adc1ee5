import { useText } from '../../mount/use-text';
import type { MapMarker } from '../map-marker';
import { mapText } from '../messages';

/** At the highest zoom some pins still overlap: the card lists them to choose one. */
export function ClusterList({
  members,
  noun,
  onChoose,
}: {
  members: MapMarker[];
  noun: string;
  onChoose(id: string): void;
}) {
  const t = useText(mapText);
  return (
    <div className="hb-map__cluster-list">
      <h3 className="hb-map__card-title">{t('clusterHere', { count: members.length, noun })}</h3>
      <ul>
        {members.map((m) => (
          <li key={m.id}>
            <button type="button" className="hb-map__cluster-choice" onClick={() => onChoose(m.id)}>
              {m.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
