// @vitest-environment happy-dom
import { findByRole, getAllByRole, getByRole, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import widget from '../../../../widgets/awards';
import { fakeServer, mountWidget } from '../forms-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const award = (year: number, name: string, img = `/demo-assets/${year}.svg`) => ({
  img,
  year,
  award: name,
  description: `${name} description`,
});

describe('hb-awards', () => {
  it('groups the awards by year, newest first, with a list that jumps to each year', async () => {
    fakeServer({
      '/api/cms/awards': {
        status: 'success',
        contents: [
          award(1996, 'Parade of Homes Grand Award'),
          award(2024, 'Builder of the Year'),
          award(2024, 'Aurora Award'),
        ],
      },
    });
    const el = mountWidget(widget);
    const jump = await findByRole(el, 'navigation', { name: 'Jump to a year' });
    const links = within(jump).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['2024, 2 awards', '1996, 1 award']);
    const years = getAllByRole(el, 'heading', { level: 2 }).filter((h) => /^\d{4}$/.test(h.textContent ?? ''));
    expect(years.map((h) => h.textContent)).toEqual(['2024', '1996']);
    expect(links[0].getAttribute('href')).toBe(`#${years[0].id}`);
    const newest = getByRole(el, 'region', { name: '2024' });
    expect(
      within(newest)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Builder of the Year', 'Aurora Award']);
    expect(newest.textContent).toContain('Aurora Award description');
  });

  it('drops a picture whose address is not safe, and keeps the award', async () => {
    fakeServer({
      '/api/cms/awards': {
        status: 'success',
        contents: [award(2001, 'Energy Star Partner of the Year', 'javascript:alert(1)')],
      },
    });
    const el = mountWidget(widget);
    expect(await findByRole(el, 'heading', { name: 'Energy Star Partner of the Year' })).toBeTruthy();
    expect(el.querySelector('img')).toBeNull();
  });

  it('shows spec.md’s failure result, “No awards found”, when the awards cannot load', async () => {
    fakeServer({});
    const el = mountWidget(widget);
    expect((await findByRole(el, 'alert')).textContent).toContain('No awards found');
  });
});
