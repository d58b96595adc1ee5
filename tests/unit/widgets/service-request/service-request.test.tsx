// @vitest-environment happy-dom
import { findByRole, getAllByRole, getByRole, queryByRole } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createSeed } from '../../../../demo/data';
import widget from '../../../../widgets/service-request';
import { cleanPage, fakeServer, mountWidget } from '../forms-test-kit';

afterEach(cleanPage);

const contractors = createSeed().contractors;
const serve = (contents: unknown[] = contractors) =>
  fakeServer({ '/api/cms/contractors': { status: 'success', contents } });
/** The card under a repair's heading. */
const card = (scope: HTMLElement, repair: string) => getByRole(scope, 'heading', { name: repair }).closest('li')!;

describe('hb-service-request', () => {
  it('lists the county directory by county, with the repair, subcontractor, contact and phones a phone can dial', async () => {
    serve();
    const el = mountWidget(widget);
    const directory = (await findByRole(el, 'heading', { level: 2, name: 'Contractor directory' })).closest('section')!;
    expect(getAllByRole(directory, 'heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Polk County',
      'Osceola County',
    ]);
    const plumbing = card(directory, 'Plumbing');
    expect(plumbing.textContent).toContain('Citrus Plumbing Co.');
    expect(plumbing.textContent).toContain('Dispatch');
    expect(getByRole(plumbing, 'link', { name: 'Call Citrus Plumbing Co. at 863-555-0202' }).getAttribute('href')).toBe(
      'tel:+18635550202',
    );
    expect(
      getByRole(plumbing, 'link', { name: 'Call Citrus Plumbing Emergency at 863-555-0292' }).getAttribute('href'),
    ).toBe('tel:+18635550292');
    // An entry without an after-hours line shows none.
    expect(card(directory, 'Appliances').textContent).not.toContain('After hours');
  });

  it('lists the trade partners during construction and after hours in their own sections', async () => {
    serve();
    const el = mountWidget(widget);
    const during = (await findByRole(el, 'heading', { level: 2, name: 'During construction' })).closest('section')!;
    expect(getByRole(during, 'heading', { level: 3, name: 'Framing' })).toBeTruthy();
    const after = getByRole(el, 'heading', { level: 2, name: 'After hours' }).closest('section')!;
    expect(getByRole(after, 'heading', { level: 3, name: 'Water Leak' })).toBeTruthy();
    expect(queryByRole(after, 'heading', { name: 'Framing' })).toBeNull();
  });

  it('shows a phone that is no number as text, and leaves out a section with no entries', async () => {
    serve([{ repair: 'Pools', subcontractor: 'Blue Water Pools', contact: 'Office', phone: 'ask the office' }]);
    const el = mountWidget(widget);
    const pools = card(await findByRole(el, 'region', { name: 'Contractor directory' }), 'Pools');
    expect(pools.textContent).toContain('ask the office');
    expect(queryByRole(pools, 'link')).toBeNull();
    expect(getByRole(el, 'heading', { level: 3, name: 'Every county' })).toBeTruthy();
    expect(queryByRole(el, 'heading', { name: 'During construction' })).toBeNull();
  });

  it('says “No contractors found” when the read fails', async () => {
    fakeServer({});
    const el = mountWidget(widget);
    expect((await findByRole(el, 'alert')).textContent).toContain('No contractors found');
  });
});
