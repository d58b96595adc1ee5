interface Place {
  id: number;
  latitude: number;
  longitude: number;
}

/** Kilometres between two points on the Earth (haversine): plenty for ranking within a county. */
export function distanceKm(a: Pick<Place, 'latitude' | 'longitude'>, b: Pick<Place, 'latitude' | 'longitude'>): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/**
 * The 404 page's suggestions: the `count` places nearest `origin` (the visitor's last viewed
 * item), the origin itself first when it is one of them; without an origin, the newest (highest
 * id first, as the CMS numbers communities in the order they were added).
 */
export function nearestCommunities<T extends Place>(
  places: readonly T[],
  origin: Pick<Place, 'latitude' | 'longitude'> | undefined,
  count = 3,
): T[] {
  const ranked = origin
    ? [...places].sort((a, b) => distanceKm(origin, a) - distanceKm(origin, b) || a.id - b.id)
    : [...places].sort((a, b) => b.id - a.id);
  return ranked.slice(0, count);
}
