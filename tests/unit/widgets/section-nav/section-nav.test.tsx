// @vitest-environment happy-dom
import { getByRole, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import sectionNav from '../../../../widgets/section-nav';

/** Effects run after the next frame: wait for what they do. */
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 1000 });

/** Puts each section's top where given (px from the viewport's top) and scrolls the page there. */
function place(tops: Record<string, number>, { scrollY = 1000, atBottom = false } = {}) {
  for (const [id, top] of Object.entries(tops))
    vi.spyOn(document.getElementById(id)!, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
  vi.stubGlobal('scrollY', scrollY);
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(
    scrollY + innerHeight + (atBottom ? 0 : 2000),
  );
  window.dispatchEvent(new Event('scroll'));
}
const line = () => innerHeight * 0.3;

const PAGE = `
<section id="calculator" data-hb-section data-label="Calculator"><h2>Estimate your payment</h2></section>
<section id="loan-types" data-hb-section><h2>Loan types</h2></section>
<section id="no-heading" data-hb-section><p>Text only</p></section>
<section data-hb-section><h2>No id, so no link</h2></section>`;

async function mount(attributes = '', page = PAGE): Promise<HTMLElement> {
  document.body.innerHTML = `<hb-section-nav ${attributes}></hb-section-nav>${page}`;
  const el = document.querySelector('hb-section-nav') as HTMLElement;
  sectionNav.mount(el);
  return el;
}

const links = (el: HTMLElement) => within(getByRole(el, 'navigation', { name: 'On this page' })).getAllByRole('link');
const current = (el: HTMLElement) =>
  links(el)
    .filter((a) => a.getAttribute('aria-current') === 'true')
    .map((a) => a.textContent);

beforeEach(() => {
  history.replaceState(null, '', '/home-financing');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('hb-section-nav', () => {
  it('links to every section the page marks, named by data-label, else its heading, else its id', async () => {
    const el = await mount();
    expect(links(el).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Calculator', '#calculator'],
      ['Loan types', '#loan-types'],
      ['no-heading', '#no-heading'],
    ]);
  });

  it('takes the sections from data-sections when the editor lists them', async () => {
    const el = await mount(`data-sections='[{"id":"loan-types","label":"Loans"}]'`);
    expect(links(el).map((a) => a.textContent)).toEqual(['Loans']);
  });

  it('shows the platform’s message for data-sections that is not a list of sections', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = await mount(`data-sections='[{"id":"x"}]'`);
    expect(getByRole(el, 'alert').textContent).toMatch(
      /^\[hb-section-nav\] data-sections .* is not JSON: set it, e\.g\. data-sections=/,
    );
  });

  it('says what to do when the page has no sections', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = await mount('', '<p>No sections here</p>');
    expect(getByRole(el, 'alert').textContent).toMatch(/^\[hb-section-nav\] found no sections/);
    await eventually(() => expect(error).toHaveBeenCalled());
  });

  it('marks nothing above the first section', async () => {
    const el = await mount();
    await eventually(() => expect(links(el)).toHaveLength(3));
    place({ calculator: line() + 100, 'loan-types': line() + 900, 'no-heading': line() + 1500 }, { scrollY: 0 });
    await new Promise((r) => setTimeout(r, 100));
    expect(current(el)).toEqual([]);
  });

  it('marks the section being read and, once the visitor scrolls, puts it in the address without a history entry', async () => {
    const el = await mount();
    await eventually(() => expect(links(el)).toHaveLength(3));
    const entries = history.length;
    place({ calculator: line() - 10, 'loan-types': line() + 600, 'no-heading': line() + 1200 });
    await eventually(() => expect(current(el)).toEqual(['Calculator']));
    // The address listens from its first effect on: scroll until it has.
    await eventually(() => {
      window.dispatchEvent(new Event('scroll'));
      expect(location.hash).toBe('#calculator');
    });
    place({ calculator: -700, 'loan-types': line() - 200, 'no-heading': line() + 500 });
    await eventually(() => expect(current(el)).toEqual(['Loan types']));
    await eventually(() => expect(location.pathname + location.hash).toBe('/home-financing#loan-types'));
    expect(history.length).toBe(entries);
  });

  it('marks the last section at the bottom of the page, though it never reaches the reading line', async () => {
    const el = await mount();
    await eventually(() => expect(links(el)).toHaveLength(3));
    place({ calculator: -900, 'loan-types': line() - 50, 'no-heading': line() + 200 }, { atBottom: true });
    await eventually(() => expect(current(el)).toEqual(['no-heading']));
  });

  it('marks a clicked link until the visitor scrolls by themselves', async () => {
    const el = await mount();
    await eventually(() => expect(links(el)).toHaveLength(3));
    place({ calculator: line() - 10, 'loan-types': line() + 600, 'no-heading': line() + 1200 });
    await eventually(() => expect(current(el)).toEqual(['Calculator']));
    links(el)[2].click();
    await eventually(() => expect(current(el)).toEqual(['no-heading']));
    // The jump's own scroll leaves it marked, where the reading line would say otherwise.
    place({ calculator: -500, 'loan-types': line() - 10, 'no-heading': line() + 100 });
    await new Promise((r) => setTimeout(r, 100));
    expect(current(el)).toEqual(['no-heading']);
    window.dispatchEvent(new Event('wheel'));
    place({ calculator: -500, 'loan-types': line() - 20, 'no-heading': line() + 90 });
    await eventually(() => expect(current(el)).toEqual(['Loan types']));
  });

  it('clears its own hash above the first section, and leaves a page’s other hash alone', async () => {
    const el = await mount();
    await eventually(() => expect(links(el)).toHaveLength(3));
    place({ calculator: line() - 10, 'loan-types': line() + 600, 'no-heading': line() + 1200 });
    // The address listens from its first effect on: scroll until it has.
    await eventually(() => {
      window.dispatchEvent(new Event('scroll'));
      expect(location.hash).toBe('#calculator');
    });
    place({ calculator: 2000, 'loan-types': 2600, 'no-heading': 3200 }, { scrollY: 0 });
    await eventually(() => expect(current(el)).toEqual([]));
    await eventually(() => expect(location.hash).toBe(''));
    expect(location.pathname).toBe('/home-financing');

    history.replaceState(null, '', '/home-financing#top');
    place({ calculator: 2000, 'loan-types': 2600, 'no-heading': 3200 }, { scrollY: 0 });
    await new Promise((r) => setTimeout(r, 150));
    expect(location.hash).toBe('#top');
  });
});
