// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  loadGoogleMaps,
  onGoogleMapsAuthFailure,
  resetGoogleMapsLoader,
} from '../../../../core/map/google-maps-loader';

type TestWindow = Window & { google?: unknown; gm_authFailure?: () => void; [name: string]: unknown };
const w = window as unknown as TestWindow;
// happy-dom would fetch the script for real: keep it out of the document and look at it here.
let appended: HTMLScriptElement[] = [];
const mapsScript = () => appended.find((s) => s.src.startsWith('https://maps.googleapis.com/maps/api/js')) ?? null;
const callbackOf = (script: HTMLScriptElement) => new URL(script.src).searchParams.get('callback')!;

beforeEach(() => {
  appended = [];
  vi.spyOn(document.head, 'append').mockImplementation(
    (...nodes) => void appended.push(...(nodes as HTMLScriptElement[])),
  );
  resetGoogleMapsLoader();
  delete w.google;
  delete w.gm_authFailure;
});
afterEach(() => vi.useRealTimers());

describe('loading the Google Maps script', () => {
  it('adds one script with the key and a callback, and answers google.maps when Google calls back', async () => {
    const loading = loadGoogleMaps('my key');
    expect(loadGoogleMaps('my key')).toBe(loading);
    const script = mapsScript()!;
    expect(new URL(script.src).searchParams.get('key')).toBe('my key');
    const maps = { Map: class {}, version: '3.58.1' };
    w.google = { maps };
    (w[callbackOf(script)] as () => void)();
    await expect(loading).resolves.toBe(maps);
  });

  it('fails when the script cannot be loaded, so the keyless map stays', async () => {
    const loading = loadGoogleMaps('k');
    mapsScript()!.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow(
      'Google Maps could not be loaded (blocked or offline); the keyless map stays.',
    );
  });

  it('fails when Google does not answer in time', async () => {
    vi.useFakeTimers();
    const loading = loadGoogleMaps('k', 5_000);
    vi.advanceTimersByTime(5_000);
    await expect(loading).rejects.toThrow('did not load within 5 s');
  });

  it('uses the script a page already loaded itself, without adding another', async () => {
    const maps = { Map: class {}, version: '3.58.1' };
    w.google = { maps };
    await expect(loadGoogleMaps('k')).resolves.toBe(maps);
    expect(mapsScript()).toBeNull();
  });

  it('tells its listeners when Google refuses the key, keeping a handler the page had', () => {
    const pageHandler = vi.fn();
    w.gm_authFailure = pageHandler;
    const listener = vi.fn();
    const stop = onGoogleMapsAuthFailure(listener);
    w.gm_authFailure!();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(pageHandler).toHaveBeenCalledTimes(1);
    stop();
    w.gm_authFailure!();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
