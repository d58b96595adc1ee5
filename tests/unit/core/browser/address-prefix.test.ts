// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { addressPrefix } from '../../../../core/browser/address';

describe('addressPrefix', () => {
  it('gives the only list of a page the plain parameter names, so shared links stay short', () => {
    document.body.innerHTML = '<hb-homes></hb-homes>';
    expect(addressPrefix(document.querySelector('hb-homes')!, 'homes', undefined)).toBe('');
  });
  it('gives each later list of the page its position, whichever form it is embedded in', () => {
    document.body.innerHTML = '<hb-homes></hb-homes><div data-hb-widget="homes"></div>';
    expect(addressPrefix(document.querySelector('div')!, 'homes', undefined)).toBe('homes2-');
  });
  it('counts only the same widget: a gallery before a list leaves the list its plain names', () => {
    document.body.innerHTML =
      '<hb-gallery></hb-gallery><hb-homes></hb-homes><a href="/new-home-gallery#hb-widget=gallery">Gallery</a>';
    expect(addressPrefix(document.querySelector('hb-homes')!, 'homes', undefined)).toBe('');
    expect(addressPrefix(document.querySelector('a')!, 'gallery', undefined)).toBe('gallery2-');
  });
  it('uses the editor’s data-list-key when given', () => {
    document.body.innerHTML = '<hb-homes></hb-homes>';
    expect(addressPrefix(document.querySelector('hb-homes')!, 'homes', 'east')).toBe('east-');
  });
});

describe('addressPrefix with the link form', () => {
  it('counts a link form’s host once, around its link', () => {
    document.body.innerHTML =
      '<div data-hb-widget="homes"></div><span class="hb-widget hb-widget--homes"><a href="/move-in-ready#hb-widget=homes" data-hb-name="homes">Homes</a></span>';
    expect(addressPrefix(document.querySelector('span')!, 'homes', undefined)).toBe('homes2-');
  });
});
