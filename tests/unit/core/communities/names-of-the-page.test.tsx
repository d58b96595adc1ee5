// @vitest-environment happy-dom
import { waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegionName, useCollectionName } from '../../../../core/communities';
import { defineWidget } from '../../../../core/mount';
import { createPageScope, type PageScope } from '../../../../core/platform/page-scope';
import { fakeApi, json, success } from '../../widgets/favorites-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** A community as the community reads carry it: its region's and collection's names inside. */
const lakeside = { region_id: 2, region: 'north lakeland', collection: { name: 'signature  collection' } };

const named = defineWidget('names-test', {}, () => (
  <p>
    <RegionName community={lakeside} /> · {useCollectionName(lakeside.collection.name)}
  </p>
));

function mount(page: PageScope): HTMLElement {
  document.body.insertAdjacentHTML('beforeend', '<hb-names-test></hb-names-test>');
  const element = document.body.lastElementChild as HTMLElement;
  named.mount(element, { page });
  return element;
}

describe('region and collection names, read once a page (spec.md section 7)', () => {
  it('names regions as /api/region/list-names does and collections as /api/collection does, with one read each for every widget of the page', async () => {
    const calls = fakeApi({
      'GET /api/region/list-names': () => success({ results: [{ id: 2, name: 'North Lakeland' }] }),
      'GET /api/collection': () =>
        success({ results: [{ id: 7, name: 'Signature Collection', description: 'Our most-loved plans.' }] }),
    });
    const page = createPageScope();
    const [first, second] = [mount(page), mount(page)];
    for (const el of [first, second])
      await waitFor(() => expect(el.textContent).toBe('North Lakeland · Signature Collection'));
    expect(calls.map((c) => c.url.pathname).sort()).toEqual(['/api/collection', '/api/region/list-names']);
  });

  it('keeps the names the record carries while the reads are under way, and when they fail, telling the page once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({
      'GET /api/region/list-names': () => json({ results: 'not a list' }),
      'GET /api/collection': () => json({ status: 'failure' }, 404),
    });
    const heard: unknown[] = [];
    document.addEventListener('hb:error', (e) => heard.push((e as CustomEvent).detail), { once: false });
    const page = createPageScope();
    const [first, second] = [mount(page), mount(page)];
    expect(first.textContent).toBe('north lakeland · signature  collection');
    await waitFor(() => expect(heard).toHaveLength(1));
    expect(heard[0]).toMatchObject({ widget: 'names-test', reason: 'data' });
    expect(second.textContent).toBe('north lakeland · signature  collection');
  });
});
