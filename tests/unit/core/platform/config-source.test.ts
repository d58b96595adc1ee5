// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../../../core/platform/config';
import { widgetLinks } from '../../../../loader/widget-links';

const WARNING = '[hb-widgets] #hb-widgets-config: only the first <script type="application/json"> counts';

describe('where the site settings come from', () => {
  it('never from another element with the id: a paragraph in the article cannot point apiBase elsewhere', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // The template forgot its settings script; the article holds the attacker's paragraph.
    document.body.innerHTML =
      '<article class="entry-content"><p id="hb-widgets-config">{"apiBase":"http://other/","widgetLinksIn":"body"}</p></article>';
    expect(readConfig()).toEqual({});
    expect(widgetLinks()).toBe('a[href*="#hb-widget="]');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(WARNING);
    warn.mockRestore();
  });

  it('from the first settings script in document order: a second is ignored, and the console says so once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = [
      '<p id="hb-widgets-config">{"apiBase":"http://before/"}</p>',
      '<script type="application/json" id="hb-widgets-config">{"apiBase":"https://cms.example.com/","widgetLinksIn":".entry-content"}</script>',
      '<div class="entry-content"><script type="application/json" id="hb-widgets-config">{"apiBase":"http://other/","widgetLinksIn":"body"}</script></div>',
    ].join('');
    expect(readConfig()).toEqual({ apiBase: 'https://cms.example.com/', widgetLinksIn: '.entry-content' });
    readConfig();
    expect(widgetLinks()).toBe(':is(.entry-content) a[href*="#hb-widget="]');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(WARNING);
    warn.mockRestore();
  });
});
