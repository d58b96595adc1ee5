// @vitest-environment happy-dom
import { getByRole, waitFor } from '@testing-library/dom';
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { CtaBar } from '../../../../core/ui/detail-layout/cta-bar';

afterEach(() => {
  for (const host of document.querySelectorAll('section')) render(null, host);
  document.body.innerHTML = '';
});

/** One detail widget's bar, rendered into its own root as the loader mounts each widget. */
function mountBar(about: string): HTMLElement {
  const host = document.body.appendChild(document.createElement('section'));
  render(<CtaBar about={about} phone="863-555-0100" />, host);
  return getByRole(host, 'group', { name: `Ask about ${about}` });
}

describe('CtaBar: one bar a page pins to a phone’s screen', () => {
  it('pins the first detail widget’s bar; a second one on the page stays near its own price', async () => {
    const first = mountBar('the Aspen');
    const second = mountBar('the Hibiscus');
    expect(first.classList.contains('hb-cta-bar--pinned')).toBe(true);
    expect(second.classList.contains('hb-cta-bar--pinned')).toBe(false);
    // Both still offer the call; the page's end makes room for the one pinned bar.
    expect(getByRole(second, 'link', { name: /Call/ }).getAttribute('href')).toBe('tel:+18635550100');
    await waitFor(() => expect(document.documentElement.getAttribute('data-hb-cta-bar')).toBe('1'));
  });
});
