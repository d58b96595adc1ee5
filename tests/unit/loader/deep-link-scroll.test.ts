// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import scrollToDeepLink, {
  DEEP_LINK_ANIMATION_MS,
  DEEP_LINK_DELAY_MS,
  DEEP_LINK_OFFSET,
  MICROSITE_DEEP_LINK_OFFSET,
} from '../../../loader/deep-link-scroll';

/**
 * The page's scroll, by hand (happy-dom lays nothing out): the target sits `targetAt` px down the
 * page, so its box's top is that minus the scroll, as in a browser.
 */
let scroll = 0;
let targetAt = 0;

function pageWith(html: string, id: string, at: number) {
  document.body.innerHTML = html;
  targetAt = at;
  document.getElementById(id)!.getBoundingClientRect = () => ({ top: targetAt - scroll }) as DOMRect;
  history.replaceState(null, '', `/page#${id}`);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'performance'] });
  scroll = 0;
  Object.defineProperty(window, 'scrollY', { get: () => scroll, configurable: true });
  vi.stubGlobal('scrollTo', (_x: number, y: number) => {
    scroll = y;
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a deep link (spec.md "Any page": after about 1.5 s, animated over 1 s)', () => {
  it(`waits ${DEEP_LINK_DELAY_MS} ms, then lands the section ${DEEP_LINK_OFFSET} px below the top after ${DEEP_LINK_ANIMATION_MS} ms`, () => {
    pageWith('<section id="financing-options"></section>', 'financing-options', 2000);
    scrollToDeepLink(performance.now());
    vi.advanceTimersByTime(DEEP_LINK_DELAY_MS - 20);
    expect(scroll).toBe(0);
    vi.advanceTimersByTime(20 + DEEP_LINK_ANIMATION_MS / 2);
    expect(scroll).toBeGreaterThan(0);
    expect(scroll).toBeLessThan(2000 - DEEP_LINK_OFFSET);
    vi.advanceTimersByTime(DEEP_LINK_ANIMATION_MS);
    expect(scroll).toBe(2000 - DEEP_LINK_OFFSET);
  });

  it('follows its section when a read above it answers during the animation, landing where the section is then', () => {
    pageWith('<hb-community></hb-community><section id="homes"></section>', 'homes', 1500);
    scrollToDeepLink(performance.now());
    vi.advanceTimersByTime(DEEP_LINK_DELAY_MS + DEEP_LINK_ANIMATION_MS / 3);
    // The residence cards above the homes come in: the section moves 400 px down the page.
    targetAt += 400;
    vi.advanceTimersByTime(DEEP_LINK_ANIMATION_MS);
    expect(targetAt - scroll).toBe(MICROSITE_DEEP_LINK_OFFSET);
  });
});
