import { type ComponentType, type RefObject, useEffect, useMemo, useState } from 'react';
import { useAsync } from '../mount/use-async';
import { readConfig } from '../platform/config';
import type { GoogleMapSurfaceProps } from './google/google-map-surface';
import { loadGoogleMaps, onGoogleMapsAuthFailure } from './google-maps-loader';
import { useNearViewport } from '../ui/use-near-viewport';

export interface GoogleMapParts {
  maps: GoogleMapSurfaceProps['maps'];
  Surface: ComponentType<GoogleMapSurfaceProps>;
}

/**
 * The Google map, when the page has a maps key and the map has come near the viewport: the
 * Maps script and google-map-react's chunk load together. Until then, and for good when either
 * fails, the key is refused or Google's map breaks, the answer is null: the keyless map.
 */
export function useGoogleMap(frame: RefObject<Element | null>): {
  google: GoogleMapParts | null;
  fail(reason: unknown): void;
} {
  const key = readConfig().mapsApiKey?.trim();
  const [failed, setFailed] = useState(false);
  const near = useNearViewport(frame, Boolean(key) && !failed);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the closure is made only when key, near and !failed allow it; the rule cannot see through the conditional
  const loaded = useAsync(
    key && near && !failed
      ? () => Promise.all([loadGoogleMaps(key), import('./google/google-map-surface')])
      : undefined,
    [key, near, failed],
  );

  const fail = (reason: unknown) => {
    console.warn(
      reason instanceof Error
        ? reason.message
        : `[hb-widgets] Google Maps stopped (${String(reason)}); the keyless map is shown.`,
    );
    setFailed(true);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the load settles; fail is made anew each render and only warns and sets state
  useEffect(() => {
    if (loaded.status === 'failed') fail(loaded.error);
  }, [loaded]);

  const google = useMemo(
    () =>
      loaded.status === 'done' && !failed ? { maps: loaded.value[0], Surface: loaded.value[1].GoogleMapSurface } : null,
    [loaded, failed],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: one listener for each Google map; fail is made anew each render and only warns and sets state
  useEffect(() => (google ? onGoogleMapsAuthFailure(() => fail('the maps key was refused')) : undefined), [google]);

  return { google, fail };
}
