import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Issue 33: one type family on a page. Every visible element of the widgets (their buttons,
 * fields and selects too, which browsers draw in a font of their own unless told) and of the
 * CMS's header and footer computes the page's font-family. Code samples are left out. `controls`
 * names the tags the page must show for the check to mean something, e.g. ['button', 'input'].
 */
export async function expectOneFontFamily(page: Page, controls: readonly string[]): Promise<void> {
  const found = await page.evaluate(() => {
    const family = getComputedStyle(document.body).fontFamily;
    const scope = document.querySelectorAll('.hb-widget, body > .cms-header, body > .cms-footer');
    const others = new Map<string, string>();
    const counted: Record<string, number> = {};
    for (const root of scope)
      for (const el of [root, ...root.querySelectorAll('*')]) {
        if (el.closest('code, pre, svg') || !el.checkVisibility()) continue;
        const tag = el.tagName.toLowerCase();
        counted[tag] = (counted[tag] ?? 0) + 1;
        const own = getComputedStyle(el).fontFamily;
        if (own !== family) others.set(`${tag}.${el.className}`, own);
      }
    return { family, others: [...others].map(([el, f]) => `${el}: ${f}`), counted };
  });
  expect(found.others, `not in ${found.family}`).toEqual([]);
  // The check saw the controls it is about (a page without them would pass for nothing).
  for (const tag of controls) expect(found.counted[tag] ?? 0, `visible ${tag} elements`).toBeGreaterThan(0);
}
