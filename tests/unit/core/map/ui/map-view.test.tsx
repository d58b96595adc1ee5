// @vitest-environment happy-dom
import { getByRole, getByText, queryByRole, queryByText } from '@testing-library/dom';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import type { MapOutline } from '../../../../../core/map/geo';
import type { MapMarker } from '../../../../../core/map/map-marker';
import { MapView } from '../../../../../core/map';

const eventually = <T,>(check: () => T) => vi.waitFor(check, { timeout: 1000 });

const markers: MapMarker[] = [
  {
    id: 'community-3',
    lat: 28.1284,
    lng: -81.9718,
    name: 'Lakeside Preserve',
    label: 'Lakeside Preserve, from $207,900',
    kind: 'community',
  },
  {
    id: 'community-5',
    lat: 28.1176,
    lng: -82.0104,
    name: 'Sleepy Hill Oaks',
    label: 'Sleepy Hill Oaks, from $231,900',
    kind: 'community',
  },
  {
    id: 'community-34',
    lat: 28.1392,
    lng: -81.6021,
    name: 'Grace Ranch',
    label: 'Grace Ranch, from $191,900',
    kind: 'community',
  },
];

function Harness() {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <MapView
      markers={markers}
      label="Map of our communities"
      clusterNoun="communities"
      selectedId={selected}
      onSelect={setSelected}
      renderCard={(m) => <p>Card of {m.name}</p>}
    />
  );
}

async function mount(): Promise<HTMLElement> {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<Harness />);
  await eventually(() => getByRole(host, 'region', { name: 'Map of our communities' }));
  return host;
}

/** A map with no card, loading its outline with `outline` (none when undefined). */
function mountWithOutline(outline: (() => Promise<MapOutline>) | undefined): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <MapView
      markers={markers}
      label="Map"
      clusterNoun="communities"
      selectedId={null}
      onSelect={() => {}}
      renderCard={() => null}
      outline={outline}
    />,
  );
  return host;
}

describe('the keyless map', () => {
  it('draws each pin as a button named by community and price, and overlapping ones as a cluster with its count', async () => {
    const host = await mount();
    expect(getByRole(host, 'button', { name: 'Grace Ranch, from $191,900' })).toBeTruthy();
    const cluster = getByRole(host, 'button', {
      name: '2 communities: Lakeside Preserve and Sleepy Hill Oaks. Zoom in to see them.',
    });
    expect(cluster.textContent).toContain('2');
  });

  it('opens the info card of a pin, and Escape closes it and returns focus to the pin', async () => {
    const host = await mount();
    const pin = getByRole(host, 'button', { name: 'Grace Ranch, from $191,900' });
    pin.click();
    const card = await eventually(() => getByRole(host, 'region', { name: 'Grace Ranch' }));
    expect(card.textContent).toContain('Card of Grace Ranch');
    expect(pin.getAttribute('aria-expanded')).toBe('true');
    card.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await eventually(() => expect(queryByRole(host, 'region', { name: 'Grace Ranch' })).toBeNull());
    await eventually(() =>
      expect(document.activeElement).toBe(getByRole(host, 'button', { name: 'Grace Ranch, from $191,900' })),
    );
  });

  it('closes the card with its Close button', async () => {
    const host = await mount();
    getByRole(host, 'button', { name: 'Grace Ranch, from $191,900' }).click();
    (await eventually(() => getByRole(host, 'button', { name: 'Close details' }))).click();
    await eventually(() => expect(queryByRole(host, 'region', { name: 'Grace Ranch' })).toBeNull());
  });

  it('zooms into a cluster until its pins stand apart', async () => {
    const host = await mount();
    getByRole(host, 'button', { name: /^2 communities/ }).click();
    await eventually(() => getByRole(host, 'button', { name: 'Lakeside Preserve, from $207,900' }));
    expect(getByRole(host, 'button', { name: 'Sleepy Hill Oaks, from $231,900' })).toBeTruthy();
  });

  it('has zoom and pan buttons, and says so when it cannot zoom out further', async () => {
    const host = await mount();
    for (const name of ['Zoom in', 'Move map up', 'Move map left', 'Move map right', 'Move map down', 'Reset map'])
      expect(getByRole(host, 'button', { name })).toBeTruthy();
    expect(getByRole(host, 'button', { name: 'Zoom out' }).getAttribute('aria-disabled')).toBe('true');
    getByRole(host, 'button', { name: 'Zoom in' }).click();
    await eventually(() =>
      expect(getByRole(host, 'button', { name: 'Zoom out' }).getAttribute('aria-disabled')).toBe('false'),
    );
  });

  it('holds the line of its “simplified map” note while the outline loads, unseen, and shows it once drawn (nothing under the map moves)', async () => {
    let drawn: ((outline: MapOutline) => void) | undefined;
    const outline = () => new Promise<MapOutline>((resolve) => (drawn = resolve));
    const host = mountWithOutline(outline);
    const note = await eventually(() => getByText(host, 'Simplified map: lakes and roads are approximate.'));
    // Laid out (visibility: hidden keeps its box), not shown or read yet.
    expect(note.classList.contains('hb-map__note--loading')).toBe(true);
    await eventually(() => expect(drawn).toBeDefined());
    drawn!({ lakes: [], roads: [] });
    await eventually(() =>
      expect(
        getByText(host, 'Simplified map: lakes and roads are approximate.').classList.contains('hb-map__note--loading'),
      ).toBe(false),
    );
  });

  it('has no note without an outline, or when the outline cannot load', async () => {
    for (const outline of [undefined, () => Promise.reject(new Error('offline'))]) {
      const host = mountWithOutline(outline);
      await eventually(() => getByRole(host, 'button', { name: 'Reset map' }));
      await eventually(() => expect(queryByText(host, /Simplified map/)).toBeNull());
    }
  });
});
