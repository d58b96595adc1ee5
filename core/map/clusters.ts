import type { LatLng } from './geo';
import { toWorld } from './projection';

/** Something drawn on a map at a place. */
export interface Placed extends LatLng {
  id: string;
  /** False for markers that stand alone whatever the zoom (the microsite's house). */
  clusters?: boolean;
}

/** One or more markers drawn as one: a single pin, or a cluster showing how many it holds. */
export interface Cluster<M extends Placed> extends LatLng {
  id: string;
  members: M[];
}

/**
 * Groups markers that would overlap at `zoom`: each marker joins the first group whose first
 * marker is within `radius` pixels, else starts one. Input order decides, so the result is the
 * same on every render; a group sits at the middle of its members.
 */
export function clusterMarkers<M extends Placed>(markers: readonly M[], zoom: number, radius: number): Cluster<M>[] {
  const groups: { anchor: { x: number; y: number }; members: M[] }[] = [];
  const alone: M[] = [];
  for (const marker of markers) {
    if (marker.clusters === false) {
      alone.push(marker);
      continue;
    }
    const p = toWorld(marker, zoom);
    const near = groups.find((g) => Math.hypot(g.anchor.x - p.x, g.anchor.y - p.y) < radius);
    if (near) near.members.push(marker);
    else groups.push({ anchor: p, members: [marker] });
  }
  const clusters = groups.map(({ members }) => ({
    id: members.length === 1 ? members[0].id : `cluster:${members.map((m) => m.id).join(',')}`,
    lat: members.reduce((s, m) => s + m.lat, 0) / members.length,
    lng: members.reduce((s, m) => s + m.lng, 0) / members.length,
    members,
  }));
  return [...clusters, ...alone.map((m) => ({ id: m.id, lat: m.lat, lng: m.lng, members: [m] }))];
}
