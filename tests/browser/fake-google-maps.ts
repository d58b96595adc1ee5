import type { BrowserContext, Page, Route } from 'playwright-core';
import type { Demo } from './harness';

/**
 * A small google.maps of our own, served in place of the Maps script, so the Google path of the
 * maps runs in Chromium without the internet. It covers what google-map-react calls (Map,
 * LatLng, OverlayView with panes and a projection, event) and records what reached it in
 * window.__fakeGoogleMaps: each map's options, setOptions calls and the overlay panes.
 * It adds to a google.maps object a loader may already have made, then calls the URL's callback.
 */
// biome-ignore lint/complexity/noUselessStringRaw: the page script is source: a backslash added to it later reaches the page as written
const FAKE_MAPS = String.raw`(() => {
  const record = (window.__fakeGoogleMaps = window.__fakeGoogleMaps || { maps: [], setOptions: [] });
  const listeners = new Map();
  const event = {
    addListener(target, name, fn) {
      const handle = { target, name, fn, remove() { event.removeListener(handle); } };
      if (!listeners.has(target)) listeners.set(target, []);
      listeners.get(target).push(handle);
      return handle;
    },
    removeListener(handle) {
      const list = listeners.get(handle && handle.target) || [];
      const i = list.indexOf(handle);
      if (i >= 0) list.splice(i, 1);
    },
    clearInstanceListeners(target) { listeners.delete(target); },
    trigger(target, name, ...args) { for (const h of [...(listeners.get(target) || [])]) if (h.name === name) h.fn(...args); },
  };
  class LatLng {
    constructor(lat, lng) {
      if (typeof lat === 'object') { lng = typeof lat.lng === 'function' ? lat.lng() : lat.lng; lat = typeof lat.lat === 'function' ? lat.lat() : lat.lat; }
      this._lat = Number(lat); this._lng = Number(lng);
    }
    lat() { return this._lat; }
    lng() { return this._lng; }
    toJSON() { return { lat: this._lat, lng: this._lng }; }
  }
  const world = (latLng, zoom) => {
    const size = 256 * 2 ** zoom;
    const sin = Math.sin((latLng.lat() * Math.PI) / 180);
    return { x: ((latLng.lng() + 180) / 360) * size, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size };
  };
  const fromWorld = (p, zoom) => {
    const size = 256 * 2 ** zoom;
    const n = Math.PI - (2 * Math.PI * p.y) / size;
    return new LatLng((180 / Math.PI) * Math.atan(Math.sinh(n)), (p.x / size) * 360 - 180);
  };
  class FakeMap {
    constructor(div, options) {
      this.div = div;
      this.options = { ...options };
      this.center = new LatLng(options.center);
      this.zoom = options.zoom;
      this.overlays = [];
      const surface = document.createElement('div');
      surface.dataset.fakeGoogleMap = '';
      Object.assign(surface.style, { position: 'absolute', inset: '0', background: '#e8eaed', overflow: 'hidden' });
      const label = document.createElement('p');
      label.textContent = 'Fake Google map';
      Object.assign(label.style, { position: 'absolute', right: '8px', bottom: '0', margin: '0', font: '12px sans-serif', color: '#3c4043' });
      surface.append(label);
      this.panes = {};
      for (const name of ['mapPane', 'overlayLayer', 'markerLayer', 'overlayMouseTarget', 'floatPane']) {
        const pane = document.createElement('div');
        pane.dataset.fakePane = name;
        Object.assign(pane.style, { position: 'absolute', left: '0', top: '0' });
        surface.append(pane);
        this.panes[name] = pane;
      }
      div.append(surface);
      surface.addEventListener('click', (e) => event.trigger(this, 'click', e));
      record.maps.push(this);
      setTimeout(() => this.changed(), 0);
    }
    changed() {
      for (const o of this.overlays) o.draw && o.draw();
      event.trigger(this, 'idle');
    }
    getDiv() { return this.div; }
    getCenter() { return this.center; }
    getZoom() { return this.zoom; }
    getMapTypeId() { return 'roadmap'; }
    setZoom(zoom) { this.zoom = zoom; event.trigger(this, 'zoom_changed'); this.changed(); }
    setCenter(latLng) { this.center = new LatLng(latLng); this.changed(); }
    panTo(latLng) { this.setCenter(latLng); }
    setOptions(options) { Object.assign(this.options, options); record.setOptions.push({ ...options }); }
    get(key) { return this.options[key]; }
    set(key, value) { this.options[key] = value; }
  }
  const projection = (map) => {
    const toPixel = (latLng) => {
      const p = world(new LatLng(latLng), map.zoom);
      const c = world(map.center, map.zoom);
      return { x: p.x - c.x + map.div.clientWidth / 2, y: p.y - c.y + map.div.clientHeight / 2 };
    };
    return {
      fromLatLngToDivPixel: toPixel,
      fromLatLngToContainerPixel: toPixel,
      fromContainerPixelToLatLng(point) {
        const c = world(map.center, map.zoom);
        return fromWorld({ x: c.x + point.x - map.div.clientWidth / 2, y: c.y + point.y - map.div.clientHeight / 2 }, map.zoom);
      },
    };
  };
  class OverlayView {
    setMap(map) {
      if (map) {
        this.map = map;
        map.overlays.push(this);
        this.onAdd && this.onAdd();
        this.draw && this.draw();
      } else if (this.map) {
        this.map.overlays = this.map.overlays.filter((o) => o !== this);
        this.onRemove && this.onRemove();
        this.map = null;
      }
    }
    getMap() { return this.map; }
    getPanes() { return this.map.panes; }
    getProjection() { return projection(this.map); }
  }
  window.google = window.google || {};
  const maps = (window.google.maps = window.google.maps || {});
  Object.assign(maps, { version: '3.58.1-fake', Map: FakeMap, LatLng, OverlayView, event, importLibrary: async () => maps });
  const callback = new URL(document.currentScript.src).searchParams.get('callback');
  const fn = callback && callback.split('.').reduce((o, k) => (o ? o[k] : undefined), window);
  if (typeof fn === 'function') fn();
})();`;

export const MAPS_SCRIPT = /^https:\/\/maps\.googleapis\.com\/maps\/api\/js/;

/** Answers the Maps script with the fake; every other internet request fails, as in useDemo. */
export async function answerWithFakeGoogleMaps(context: BrowserContext): Promise<void> {
  await context.route(MAPS_SCRIPT, (route: Route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: FAKE_MAPS }),
  );
}

/** A page whose Maps script is the fake, opened at `path` (the route is in place before it loads). */
export async function openWithFakeGoogleMaps(
  demo: Demo,
  path: string,
  { width = 1280, height = 900 } = {},
): Promise<Page> {
  const context = await demo.browser.newContext({ viewport: { width, height } });
  await answerWithFakeGoogleMaps(context);
  const page = await context.newPage();
  await page.goto(demo.baseUrl + path);
  return page;
}

export interface FakeMapRecord {
  options: Record<string, unknown>;
  zoom: number;
  center: { lat: number; lng: number };
}

/** What reached the fake: each map's options, zoom and centre. */
export function fakeMaps(page: Page): Promise<FakeMapRecord[]> {
  return page.evaluate(() => {
    const record = (
      window as unknown as {
        __fakeGoogleMaps?: {
          maps: { options: Record<string, unknown>; zoom: number; center: { lat(): number; lng(): number } }[];
        };
      }
    ).__fakeGoogleMaps;
    return (record?.maps ?? []).map((m) => ({
      options: Object.fromEntries(
        Object.entries(m.options).filter(([, v]) => typeof v !== 'object' || v === null || Array.isArray(v)),
      ),
      zoom: m.zoom,
      center: { lat: m.center.lat(), lng: m.center.lng() },
    }));
  });
}
