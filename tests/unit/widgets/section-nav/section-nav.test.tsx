// @vitest-environment happy-dom
import { getByRole, within } from '@testing-library/dom';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import sectionNav from '../../../../widgets/section-nav';
import { ACTIVE_BAND } from '../../../../widgets/section-nav/use-active-section';

/** Effects run after the next frame: wait for what they do. */
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 1000 });

/** A stand-in IntersectionObserver the test drives: which sections cross the reading band. */
class FakeObserver {
  static last: FakeObserver | undefined;
  readonly targets: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.last = this;
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
  /** Reports these sections as crossing the band and every other observed one as not. */
  cross(...ids: string[]) {
    const entries = this.targets.map((target) => ({ target, isIntersecting: ids.includes(target.id) }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

const PAGE = `
<section id="calculator" data-hb-section data-label="Calculator"><h2>Estimate your payment</h2></section>
<section id="loan-types" data-hb-section><h2>Loan types</h2></section>
<section id="no-heading" data-hb-section><p>Text only</p></section>
<section data-hb-section><h2>No id, so no link</h2></section>`;

async function mount(attributes = '', page = PAGE): Promise<HTMLElement> {
  document.body.innerHTML = `<hb-section-nav ${attributes}></hb-section-nav>${page}`;
  const el = document.querySelector('hb-section-nav') as HTMLElement;
  sectionNav.mount(el);
  if (el.querySelector('nav')) await eventually(() => expect(FakeObserver.last).toBeDefined());
  return el;
}

const links = (el: HTMLElement) => within(getByRole(el, 'navigation', { name: 'On this page' })).getAllByRole('link');
const current = (el: HTMLElement) => links(el).filter((a) => a.getAttribute('aria-current') === 'true').map((a) => a.textContent);

beforeEach(() => {
  FakeObserver.last = undefined;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  history.replaceState(null, '', '/home-financing');
});
afterEach(() => vi.unstubAllGlobals());

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
    expect(getByRole(el, 'alert').textContent).toMatch(/^\[hb-section-nav\] data-sections .* is not JSON: set it, e\.g\. data-sections=/);
  });

  it('says what to do when the page has no sections', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = await mount('', '<p>No sections here</p>');
    expect(getByRole(el, 'alert').textContent).toMatch(/^\[hb-section-nav\] found no sections/);
    await eventually(() => expect(error).toHaveBeenCalled());
  });

  it('watches a thin band 30 % down the viewport', async () => {
    await mount();
    expect(FakeObserver.last!.options.rootMargin).toBe(ACTIVE_BAND);
    expect(FakeObserver.last!.targets.map((t) => t.id)).toEqual(['calculator', 'loan-types', 'no-heading']);
  });

  it('marks the section being read and, once the visitor scrolls, puts it in the address without a history entry', async () => {
    const el = await mount();
    const entries = history.length;
    FakeObserver.last!.cross('calculator');
    await eventually(() => expect(current(el)).toEqual(['Calculator']));
    expect(location.hash).toBe(''); // not before the visitor scrolls

    window.dispatchEvent(new Event('scroll'));
    await eventually(() => expect(location.hash).toBe('#calculator'));
    FakeObserver.last!.cross('loan-types');
    await eventually(() => expect(current(el)).toEqual(['Loan types']));
    await eventually(() => expect(location.pathname + location.hash).toBe('/home-financing#loan-types'));
    expect(history.length).toBe(entries);
  });

  it('keeps the last section active between sections', async () => {
    const el = await mount();
    FakeObserver.last!.cross('loan-types');
    await eventually(() => expect(current(el)).toEqual(['Loan types']));
    vi.spyOn(document.getElementById('calculator')!, 'getBoundingClientRect').mockReturnValue({ top: -500 } as DOMRect);
    act(() => FakeObserver.last!.cross()); // act runs every render and effect this causes
    expect(current(el)).toEqual(['Loan types']);
  });

  it('clears its own hash above the first section, and leaves a page’s other hash alone', async () => {
    const el = await mount();
    window.dispatchEvent(new Event('scroll'));
    FakeObserver.last!.cross('calculator');
    await eventually(() => expect(location.hash).toBe('#calculator'));
    vi.spyOn(document.getElementById('calculator')!, 'getBoundingClientRect').mockReturnValue({ top: 2000 } as DOMRect);
    FakeObserver.last!.cross();
    await eventually(() => expect(current(el)).toEqual([]));
    await eventually(() => expect(location.hash).toBe(''));
    expect(location.pathname).toBe('/home-financing');

    FakeObserver.last!.cross('calculator');
    await eventually(() => expect(location.hash).toBe('#calculator'));
    history.replaceState(null, '', '/home-financing#top'); // the page's own
    act(() => FakeObserver.last!.cross()); // act runs every render and effect this causes
    expect(current(el)).toEqual([]);
    expect(location.hash).toBe('#top');
  });
});
