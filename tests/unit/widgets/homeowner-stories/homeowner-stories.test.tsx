// @vitest-environment happy-dom
import { findByRole, getByRole, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOMEOWNER_STORIES } from '../../../../demo/data/stories';
import widget from '../../../../widgets/homeowner-stories';
import { fakeServer, mountWidget } from '../forms-test-kit';

const serveStories = () =>
  fakeServer({ '/api/cms/homeowner_stories': { status: 'success', contents: HOMEOWNER_STORIES } });
const story = async (el: HTMLElement) => (await findByRole(el, 'article')).querySelector('h2')?.textContent;
const families = (el: HTMLElement) =>
  within(getByRole(el, 'navigation', { name: 'Meet our homeowners' })).getAllByRole('link');

beforeEach(() => history.replaceState(null, '', '/homeowner-stories'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('hb-homeowner-stories', () => {
  it('shows the first of the four stories by default, its blurb and text, and does not scroll', async () => {
    const scrolled = vi.spyOn(window, 'scrollTo');
    serveStories();
    const el = mountWidget(widget);
    expect(await story(el)).toBe('The Alvarez Family');
    expect(getByRole(el, 'article').textContent).toContain(
      'From renting in Tampa to a lakefront home in Winter Haven.',
    );
    await vi.waitFor(() =>
      expect(getByRole(el, 'article').textContent).toContain('They chose a Magnolia at Lake Shipp Landing.'),
    );
    expect(
      families(el).map((a) => [
        a.querySelector('span')?.textContent,
        a.getAttribute('href'),
        a.getAttribute('aria-current'),
      ]),
    ).toEqual([
      ['The Alvarez Family', '#alvarez-family', 'true'],
      ['The Nguyen Family', '#nguyen-family', null],
      ['The Washington Family', '#washington-family', null],
      ['The Kowalski Family', '#kowalski-family', null],
    ]);
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('shows and scrolls to the story the address names (#seo_family)', async () => {
    history.replaceState(null, '', '/homeowner-stories#washington-family');
    const scrolled = vi.spyOn(window, 'scrollTo');
    serveStories();
    const el = mountWidget(widget);
    expect(await story(el)).toBe('The Washington Family');
    await vi.waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(families(el).find((a) => a.getAttribute('aria-current') === 'true')?.textContent).toContain(
      'The Washington Family',
    );
  });

  it('follows the address when it changes (a chooser link, Back), and moves focus to the story it opened', async () => {
    serveStories();
    const el = mountWidget(widget);
    expect(await story(el)).toBe('The Alvarez Family');
    history.pushState(null, '', '/homeowner-stories#kowalski-family');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await vi.waitFor(() =>
      expect(getByRole(el, 'article').querySelector('h2')?.textContent).toBe('The Kowalski Family'),
    );
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('The Kowalski Family'));
    history.replaceState(null, '', '/homeowner-stories');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await vi.waitFor(() =>
      expect(getByRole(el, 'article').querySelector('h2')?.textContent).toBe('The Alvarez Family'),
    );
  });

  it('shows spec.md’s failure result, “No stories found”, when the stories cannot load', async () => {
    fakeServer({});
    const el = mountWidget(widget);
    expect((await findByRole(el, 'alert')).textContent).toContain('No stories found');
  });
});
