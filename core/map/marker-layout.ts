import type { Cluster } from './clusters';
import type { LatLng, MapView, Size } from './geo';
import type { MapMarker } from './map-marker';
import { boxAt, PIN_REACH, type Rect, ROUND_REACH } from './marker-box';
import { type EdgeGroup, gatherOffView } from './off-view';
import { fromScreen, toScreen } from './projection';

/** A marker as the map draws it: a pin or cluster at its place, or an edge marker; with its box. */
export type Drawn = LatLng & { id: string; box: Rect } & (
    | { cluster: Cluster<MapMarker> }
    | { edge: EdgeGroup<MapMarker> }
  );

/** A single pin stands on its tip; clusters and the house are centred on their place. */
export const reachOf = (c: Cluster<MapMarker>) =>
  c.members.length === 1 && c.members[0].kind !== 'house' ? PIN_REACH : ROUND_REACH;

/**
 * Where each marker of a view is drawn: the clusters whose whole target fits inside the map at
 * their place, and one edge marker a side for the rest (gatherOffView), each with its box on
 * the map (labels keep clear of it, an open card hides what it covers).
 */
export function layoutMarkers(clusters: readonly Cluster<MapMarker>[], view: MapView, size: Size): Drawn[] {
  const { inside, outside } = gatherOffView(clusters, view, size, reachOf);
  return [
    ...inside.map((cluster) => ({
      id: cluster.id,
      lat: cluster.lat,
      lng: cluster.lng,
      box: boxAt(toScreen(cluster, view, size), reachOf(cluster)),
      cluster,
    })),
    ...outside.map((edge) => ({
      id: edge.id,
      ...fromScreen(edge.at, view, size),
      box: boxAt(edge.at, ROUND_REACH),
      edge,
    })),
  ];
}
