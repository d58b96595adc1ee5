// @vitest-environment happy-dom
import { findByRole, findByText, fireEvent, getByRole, queryByRole, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Home } from '../../../../core/api';
import { formatDollars } from '../../../../core/rules';
import { mortgageSummary } from '../../../../core/rules/mortgage';
import { createSeed } from '../../../../demo/data';
import { cleanPage } from '../forms-test-kit';
import { fakeApi, json, mountFresh, success } from '../favorites-test-kit';

afterEach(cleanPage);

const home = createSeed().homes.find((h) => h.price !== null && h.plan)!;
const serve = (shown: Home = home) =>
  fakeApi({
    [`GET /api/home/${shown.id}`]: () => success({ result: shown }),
    'POST /forms/inquire-home': () => success({ message: 'Thank you for your interest in this home!' }),
  });

describe('hb-home-detail', () => {
  it('shows the home named by data-home-id: address, plan and community link, price and spec.md’s monthly estimate', async () => {
    serve();
    const el = await mountFresh('home-detail', `data-home-id="${home.id}"`);
    expect(await findByRole(el, 'heading', { level: 2, name: home.address })).toBeTruthy();
    expect(el.textContent).toContain(`The ${home.plan} plan in ${home.community.name}`);
    expect(getByRole(el, 'link', { name: home.community.name }).getAttribute('href')).toBe(home.community.url);
    expect(el.textContent).toContain(formatDollars(home.price!));
    // spec.md section 9's defaults: 10% down, 30 years at 4.25%, tax, insurance and PMI.
    const { monthly } = mortgageSummary({
      price: home.price!,
      down: Math.round(home.price! / 10),
      term: 30,
      rate: 4.25,
      hoa: 0,
      extras: true,
    });
    expect(el.textContent).toContain(
      `Estimated payment ${formatDollars(Math.round(monthly.total))}/mo with 10% down, 30 years at 4.25%, taxes, insurance and PMI included.`,
    );
  });

  const documents = {
    featuresHighPdf: '/docs/high.pdf',
    featuresLowPdf: '/docs/low.pdf',
    brochurePdf: '/docs/brochure.pdf',
  };
  it.each([
    ['the high-size features pdf for 2000 sq ft or more', 2222, documents, '/docs/high.pdf'],
    ['the low-size pdf under 2000 sq ft, though a high-size one exists', 1655, documents, '/docs/low.pdf'],
    [
      'the low-size pdf for a large home when there is no high-size one',
      2290,
      { ...documents, featuresHighPdf: null },
      '/docs/low.pdf',
    ],
    [
      'the brochure when neither features pdf exists',
      2290,
      { brochurePdf: '/docs/brochure.pdf' },
      '/docs/brochure.pdf',
    ],
    ['no link when the community has none of the three', 2290, {}, null],
  ])('links %s (spec.md section 2)', async (_, sqft, docs, href) => {
    const community = { ...home.community, featuresHighPdf: null, featuresLowPdf: null, brochurePdf: null, ...docs };
    serve({ ...home, sqft, community });
    const el = await mountFresh('home-detail', `data-home-id="${home.id}"`);
    await findByRole(el, 'heading', { level: 2, name: home.address });
    const sheet = queryByRole(el, 'link', { name: /^Feature sheet \(PDF\)/ });
    expect(sheet?.getAttribute('href') ?? null).toBe(href);
    if (sheet) expect(sheet.getAttribute('target')).toBe('_blank');
  });

  it('says spec.md’s “No homes found” for a home that does not exist', async () => {
    fakeApi({ 'GET /api/home/999': () => json({ status: 'failure' }, 404) });
    const el = await mountFresh('home-detail', 'data-home-id="999"');
    expect(await findByText(el, 'No homes found')).toBeTruthy();
  });

  it('sends one inquiry holding the home id from its dialog', async () => {
    (
      window as unknown as { happyDOM: { settings: { navigation: { disableChildFrameNavigation: boolean } } } }
    ).happyDOM.settings.navigation.disableChildFrameNavigation = true;
    const calls = serve();
    const el = await mountFresh('home-detail', `data-home-id="${home.id}"`);
    fireEvent.click(await findByRole(el, 'button', { name: 'Inquire about this home' }));
    const dialog = await findByRole(el, 'dialog', { name: 'Inquire about this home' });
    const type = (name: string, value: string) =>
      fireEvent.input(getByRole(dialog, 'textbox', { name }), { target: { value } });
    type('First name', 'Dana');
    type('Last name', 'Rivera');
    type('Email', 'dana@example.com');
    type('Phone', '863-555-0142');
    fireEvent.click(getByRole(dialog, 'button', { name: 'Send my inquiry' }));
    await findByText(dialog, 'Thank you for your interest in this home!', { exact: false });
    const sent = calls.filter((c) => c.method === 'POST' && c.url.pathname === '/forms/inquire-home');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0].body)).toMatchObject({
      type: 'inquire-home',
      email: 'dana@example.com',
      selected_homes: [home.id],
    });
  });

  it('says which attribute is missing when the page names no home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({});
    const el = await mountFresh('home-detail');
    await waitFor(() =>
      expect(getByRole(el, 'alert').textContent).toBe(
        '[hb-home-detail] data-home-id is missing: set it, e.g. data-home-id="501"',
      ),
    );
  });
});
