// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { safeNavigationUrl, safeUrl, srcSet } from '../../../../core/security';

describe('safeNavigationUrl (links that leave a widget, location changes)', () => {
  it.each(['/community/lake-ariana', 'plans/12', '#amenities', '?page=2', `${location.origin}/our-floorplans/aspen`])(
    'lets %s on this site through, as given',
    (url) => {
      expect(safeNavigationUrl(url)).toBe(url);
    },
  );

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/\t/evil.example',
    'https://evil.example/',
    'HTTPS://EVIL.example',
    ' //evil.example',
    'javascript:alert(1)',
    'mailto:a@b.co',
    'data:text/html,x',
  ])('refuses %j, which safeUrl alone may take for relative or harmless', (url) =>
    expect(safeNavigationUrl(url)).toBeUndefined(),
  );

  it('shows why it exists: safeUrl lets //evil.example, /\\evil and \\\\evil through (fine for an image, wrong for a navigation)', () => {
    for (const url of ['//evil.example', '/\\evil', '\\\\evil']) expect(safeUrl(url)).toBe(url);
  });

  it('lets through an origin the caller allows, and no other', () => {
    expect(safeNavigationUrl('https://cms.example.com/our-communities', ['https://cms.example.com'])).toBe(
      'https://cms.example.com/our-communities',
    );
    expect(safeNavigationUrl('https://cms.example.com.evil.example/', ['https://cms.example.com'])).toBeUndefined();
  });
});

describe('srcSet (candidates checked one by one)', () => {
  it('joins checked candidates with their descriptors', () => {
    expect(
      srcSet([
        ['/img/a-480.jpg', '480w'],
        ['https://cdn.example.com/a,w_1200.jpg', '1200w'],
      ]),
    ).toBe('/img/a-480.jpg 480w, https://cdn.example.com/a,w_1200.jpg 1200w');
  });

  it('leaves out a URL that would add a candidate of its own: an elevation cannot smuggle in a data: image', () => {
    expect(
      srcSet([
        ['/img/a.jpg 1x, data:image/svg+xml,<svg/> 2x', '480w'],
        ['/img/b.jpg', '1200w'],
      ]),
    ).toBe('/img/b.jpg 1200w');
    expect(srcSet([[',data:image/png;base64,AAAA', '480w']])).toBeUndefined();
    expect(
      srcSet([
        ['javascript:alert(1)', '480w'],
        ['tel:123', '1x'],
        [42, '2x'],
      ]),
    ).toBeUndefined();
  });

  it('takes only width and density descriptors', () => {
    expect(
      srcSet([
        ['/a.jpg', '480w, data:x 2x'],
        ['/b.jpg', '1.5x'],
      ]),
    ).toBe('/b.jpg 1.5x');
  });
});
