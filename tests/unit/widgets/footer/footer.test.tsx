// @vitest-environment happy-dom
import { findByRole, getByRole, queryByRole } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import widget from '../../../../widgets/footer';
import { fakeFetch, json } from '../../core/api/fake-fetch';
import { mountWidget } from '../forms-test-kit';

afterEach(() => vi.unstubAllGlobals());

const community = {
  id: 3,
  name: 'Lakeside Preserve',
  url: '/community/lakeside-preserve',
  region: 'North Lakeland',
  region_id: 1,
  price: 250000,
  bed_low: 3,
  bed_high: 5,
  bath_low: 2,
  bath_high: 3,
  sqft_low: 1500,
  sqft_high: 2800,
  latitude: 28.1284,
  longitude: -81.9718,
  availability: 'now-selling',
  assets: { image: { small: '/c3.svg', large: '/c3.svg' } },
  collection: null,
};
const center = {
  id: 1,
  name: 'Lakeside Preserve Model Center',
  address: '4120 Kathleen Rd',
  city: 'Lakeland',
  phone: '863-555-0103',
  hours: 'Daily',
};
/** Lets every answer that has come be read and rendered (tasks, not time). */
const settle = async () => {
  for (let i = 0; i < 10; i++) await new Promise((done) => setTimeout(done));
};

describe('hb-footer', () => {
  it('shows the communities and the model centers together, so the one that comes first does not move when the other arrives', async () => {
    let answerCommunities!: () => void;
    const communitiesAsked = new Promise<void>((asked) => {
      fakeFetch(async (call) => {
        if (call.url.pathname === '/api/cms/model_centers') return json({ status: 'success', contents: [center] });
        if (call.url.pathname === '/api/region')
          return json({ status: 'success', results: [{ id: 1, name: 'North Lakeland', seo_name: 'north-lakeland' }] });
        asked();
        await new Promise<void>((answer) => (answerCommunities = answer));
        return json({ status: 'success', results: [community] });
      });
    });
    const el = mountWidget(widget);
    await communitiesAsked;
    await settle();
    // The model centers have come; the communities have not: neither column shows yet.
    expect(queryByRole(el, 'heading', { name: 'Call a model center' })).toBeNull();
    expect(queryByRole(el, 'link', { name: 'Our communities' })).toBeNull();

    answerCommunities();
    expect(await findByRole(el, 'heading', { name: 'Call a model center' })).toBeTruthy();
    expect(getByRole(el, 'link', { name: 'Our communities' })).toBeTruthy();
    expect(getByRole(el, 'link', { name: 'Lakeside Preserve' }).getAttribute('href')).toBe(
      '/community/lakeside-preserve',
    );
    expect(getByRole(el, 'link', { name: '863-555-0103' }).getAttribute('href')).toBe('tel:+18635550103');
  });
});
