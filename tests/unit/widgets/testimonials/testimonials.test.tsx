// @vitest-environment happy-dom
import { findAllByRole, findByRole, findByText, getAllByRole } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TESTIMONIALS } from '../../../../demo/data/testimonials';
import widget from '../../../../widgets/testimonials';
import { fakeFetch, json } from '../../core/api/fake-fetch';
import { fakeServer, mountWidget } from '../forms-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A CMS that ignores the filter and answers every testimonial: the widget must still show only its own. */
const everyTestimonial = () => fakeFetch(() => json({ status: 'success', results: TESTIMONIALS }));
const shownNames = async (el: HTMLElement) =>
  (await findAllByRole(el, 'listitem')).map((li) => li.querySelector('figcaption')?.textContent);

describe('hb-testimonials', () => {
  it('shows every testimonial, quote and name, without a filter', async () => {
    const calls = everyTestimonial();
    const el = mountWidget(widget);
    expect(await shownNames(el)).toHaveLength(TESTIMONIALS.length);
    expect(getAllByRole(el, 'listitem')[0].textContent).toContain(TESTIMONIALS[0].quote);
    expect(calls.map((c) => `${c.url.pathname}${c.url.search}`)).toEqual(['/api/testimonial']);
  });

  it.each([
    ['data-community-id="14"', 'community_id=14', ['Marisol A., Winter Haven', 'Luis and Ana G., Winter Haven']],
    ['data-apartment-community-id="701"', 'apartment_community_id=701', ['Renee S., resident', 'Tom H., resident']],
    ['data-storage-community-id="801"', 'storage_community_id=801', ['Bob T., tenant', 'Priya N., tenant']],
    [
      'data-commercial-community-id="901"',
      'commercial_community_id=901',
      ['Harbor Coffee, tenant', 'Ridge Dental, tenant'],
    ],
  ])('with %s asks for %s and shows only those testimonials', async (attribute, query, names) => {
    const calls = everyTestimonial();
    const el = mountWidget(widget, attribute);
    expect(await shownNames(el)).toEqual(names);
    expect(calls.map((c) => c.url.search)).toEqual([`?${query}`]);
  });

  it('says so, without alarm, when a community has no testimonials', async () => {
    everyTestimonial();
    const el = mountWidget(widget, 'data-community-id="3000"');
    expect(await findByText(el, 'No testimonials here yet.')).toBeTruthy();
    expect(el.querySelector('[role=alert]')).toBeNull();
  });

  it('shows spec.md’s failure result, “No testimonials found”, and Try again when the read fails', async () => {
    fakeServer({});
    const el = mountWidget(widget);
    expect((await findByRole(el, 'alert')).textContent).toContain('No testimonials found');
    expect(await findByRole(el, 'button', { name: 'Try again' })).toBeTruthy();
  });

  it('names the widget and the attribute when an id is not a number', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    everyTestimonial();
    const el = mountWidget(widget, 'data-storage-community-id="abc"');
    expect(el.textContent).toMatch(/\[hb-testimonials\] data-storage-community-id "abc"/);
  });
});
