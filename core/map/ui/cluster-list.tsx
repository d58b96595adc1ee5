import type { MapMarker } from '../map-marker';

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
  return (
    <div className="hb-map__cluster-list">
      <h3 className="hb-map__card-title">
        {members.length} {noun} here
      </h3>
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
