// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../../../core/platform/config';

const settings = (json: string) => {
  document.head.insertAdjacentHTML(
    'beforeend',
    `<script type="application/json" id="hb-widgets-config">${json}</script>`,
  );
};

describe('the site settings (#hb-widgets-config)', () => {
  it('reads the content area that widget links are limited to', () => {
    settings('{"widgetLinksIn": ".entry-content"}');
    expect(readConfig().widgetLinksIn).toBe('.entry-content');
  });

  it('says so when widgetLinksIn is not a selector, since the loader then upgrades links anywhere', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    settings('{"widgetLinksIn": "main >> .entry"}');
    readConfig();
    expect(error).toHaveBeenCalledWith(
      '[hb-widgets] #hb-widgets-config widgetLinksIn "main >> .entry" is not a CSS selector, so links anywhere on the page become widgets: set it to the content area, e.g. "widgetLinksIn": ".entry-content"',
    );
  });
});
