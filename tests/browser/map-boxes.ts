import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** What a keyless map draws, measured in the page: for the tests that pins fit and names yield. */

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}
export const intersects = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** What the map draws, in page pixels: its area inside the border, each marker (whom it stands for) and each town label. */
export const drawn = (page: Page) =>
  page.locator('.hb-map__frame').evaluate((frame) => {
    const box = (e: Element) => {
      const r = e.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const r = frame.getBoundingClientRect();
    const area = {
      left: r.left + frame.clientLeft,
      top: r.top + frame.clientTop,
      right: r.left + frame.clientLeft + frame.clientWidth,
      bottom: r.top + frame.clientTop + frame.clientHeight,
    };
    const markers = [...frame.querySelectorAll<HTMLElement>('[data-hb-members]')].map((m) => ({
      members: m.dataset.hbMembers!.split(' '),
      edge: m.classList.contains('hb-map-edge'),
      box: box(m),
    }));
    const labels = [...frame.querySelectorAll('.hb-map__label:not(.hb-map__label--measuring)')].map((l) => ({
      text: l.textContent,
      box: box(l),
    }));
    return { area, markers, labels };
  });

/** spec.md: a map counts its communities; each must be reachable from a marker drawn whole inside the map. */
export async function expectEveryPinInside(page: Page, ids: string[], { edges }: { edges: boolean }) {
  const { area, markers } = await drawn(page);
  for (const m of markers) {
    expect(m.box.left).toBeGreaterThanOrEqual(area.left);
    expect(m.box.top).toBeGreaterThanOrEqual(area.top);
    expect(m.box.right).toBeLessThanOrEqual(area.right);
    expect(m.box.bottom).toBeLessThanOrEqual(area.bottom);
  }
  expect(markers.flatMap((m) => m.members).sort()).toEqual(ids);
  if (!edges) expect(markers.filter((m) => m.edge)).toEqual([]);
}

/** Town labels yield to pins: no label's box overlaps a marker's. */
export async function expectNoLabelOnAPin(page: Page, { some = true } = {}) {
  const { markers, labels } = await drawn(page);
  if (some) expect(labels.length).toBeGreaterThan(0);
  for (const label of labels)
    for (const m of markers)
      expect(intersects(label.box, m.box), `"${label.text}" over ${m.members.join(' ')}`).toBe(false);
}
