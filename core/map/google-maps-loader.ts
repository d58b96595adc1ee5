import { loadScript } from '../browser/load-script';
import { GOOGLE_MAPS_TIMEOUT_MS } from './map-settings';

/** The part of google.maps the bundle touches itself; google-map-react uses the rest. */
export interface GoogleMapsApi {
  Map: unknown;
  version: string;
}

type MapsWindow = Window & {
  google?: { maps?: Partial<GoogleMapsApi> };
  gm_authFailure?: () => void;
  [callback: string]: unknown;
};

const CALLBACK = '__hbGoogleMapsReady';
const SCRIPT_URL = 'https://maps.googleapis.com/maps/api/js';

let pending: Promise<GoogleMapsApi> | undefined;

const loaded = (w: MapsWindow) =>
  typeof w.google?.maps?.Map === 'function' ? (w.google.maps as GoogleMapsApi) : undefined;

/**
 * Loads the Google Maps script once for the page, only when a map asks (it is heavy, and it is
 * why a host page's CSP must allow maps.googleapis.com). Rejects when the script fails or does
 * not answer in time, so the map keeps its keyless fallback. A page that already loaded the
 * script itself is used as it is.
 */
export function loadGoogleMaps(key: string, timeoutMs = GOOGLE_MAPS_TIMEOUT_MS): Promise<GoogleMapsApi> {
  const w = window as unknown as MapsWindow;
  const ready = loaded(w);
  if (ready) return Promise.resolve(ready);
  pending ??= new Promise<GoogleMapsApi>((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      // Forgotten, like any failed script: the next map that asks tries again.
      pending = undefined;
      reject(new Error(`[hb-widgets] Google Maps ${reason}; the keyless map stays.`));
    };
    const timer = setTimeout(() => fail(`did not load within ${timeoutMs / 1000} s`), timeoutMs);
    w[CALLBACK] = () => {
      clearTimeout(timer);
      const maps = loaded(w);
      if (maps) resolve(maps);
      else fail('loaded without google.maps.Map');
    };
    loadScript(`${SCRIPT_URL}?key=${encodeURIComponent(key)}&v=weekly&loading=async&callback=${CALLBACK}`).catch(() =>
      fail('could not be loaded (blocked or offline)'),
    );
  });
  return pending;
}

const authFailureListeners = new Set<() => void>();

/**
 * Google calls window.gm_authFailure when the key is refused (wrong key, site not allowed);
 * the map then shows an error, so a listener switches back to the keyless map.
 */
export function onGoogleMapsAuthFailure(listener: () => void): () => void {
  const w = window as unknown as MapsWindow;
  if (authFailureListeners.size === 0) {
    const previous = w.gm_authFailure;
    w.gm_authFailure = () => {
      previous?.();
      for (const l of [...authFailureListeners]) l();
    };
  }
  authFailureListeners.add(listener);
  return () => authFailureListeners.delete(listener);
}

/** Tests start each case with no script requested. */
export function resetGoogleMapsLoader(): void {
  pending = undefined;
}
