// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { apiSrcSet, apiUrl } from '../../../../core/api';
import { safeUrl } from '../../../../core/security';

const API = 'https://api.example.com/';

/** The page's settings, as the CMS prints them. */
function settings(config: Record<string, unknown>) {
  document.head.innerHTML = `<script type="application/json" id="hb-widgets-config">${JSON.stringify(config)}</script>`;
}

describe('apiUrl (an address the API answered, read against apiBase through safeUrl)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('reads a root-relative path against the API on another origin', () => {
    settings({ apiBase: API });
    expect(apiUrl('/demo-assets/community-3-large.svg')).toBe(
      'https://api.example.com/demo-assets/community-3-large.svg',
    );
    expect(apiUrl('/demo-documents/grace-ranch-brochure.pdf')).toBe(
      'https://api.example.com/demo-documents/grace-ranch-brochure.pdf',
    );
  });

  it('reads a path-relative address against apiBase’s folder', () => {
    settings({ apiBase: 'https://api.example.com/cms/' });
    expect(apiUrl('files/plan.svg')).toBe('https://api.example.com/cms/files/plan.svg');
  });

  it('gives a protocol-relative address the scheme of apiBase', () => {
    settings({ apiBase: API });
    expect(apiUrl('//cdn.example.net/a.jpg')).toBe('https://cdn.example.net/a.jpg');
  });

  it('keeps an absolute http(s) address as it is', () => {
    settings({ apiBase: API });
    expect(apiUrl('https://cdn.example.net/a.jpg')).toBe('https://cdn.example.net/a.jpg');
    expect(apiUrl('http://cdn.example.net/a.jpg')).toBe('http://cdn.example.net/a.jpg');
  });

  it.each(['javascript:alert(1)', ' java\tscript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'vbscript:x'])(
    'refuses %j',
    (url) => {
      settings({ apiBase: API });
      expect(apiUrl(url)).toBeUndefined();
    },
  );

  it('leaves a relative address as given when the API is the page’s own origin', () => {
    settings({});
    expect(apiUrl('/demo-assets/a.svg')).toBe('/demo-assets/a.svg');
    expect(safeUrl('/demo-assets/a.svg', `${location.origin}/`)).toBe('/demo-assets/a.svg');
  });

  it('reads every srcset candidate against apiBase and keeps its descriptor', () => {
    settings({ apiBase: API });
    expect(
      apiSrcSet([
        ['/demo-assets/a-small.svg', '480w'],
        ['https://cdn.example.net/a-large.jpg', '1200w'],
        ['javascript:alert(1)', '2x'],
        ['/demo-assets/a-thumb.svg', '1.5x'],
      ]),
    ).toBe(
      'https://api.example.com/demo-assets/a-small.svg 480w, https://cdn.example.net/a-large.jpg 1200w, https://api.example.com/demo-assets/a-thumb.svg 1.5x',
    );
  });

  it('follows a change of apiBase (each answer is kept per base)', () => {
    settings({ apiBase: API });
    expect(apiUrl('/x.svg')).toBe('https://api.example.com/x.svg');
    settings({ apiBase: 'https://other.example.org/' });
    expect(apiUrl('/x.svg')).toBe('https://other.example.org/x.svg');
  });
});
