// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { listPrefix } from '../../../../widgets/homes/list-prefix';

describe('listPrefix', () => {
  it('gives the only list of a page the plain parameter names, so shared links stay short', () => {
    document.body.innerHTML = '<hb-homes></hb-homes>';
    expect(listPrefix(document.querySelector('hb-homes')!, undefined)).toBe('');
  });
  it('gives each later list of the page its position, whichever form it is embedded in', () => {
    document.body.innerHTML = '<hb-homes></hb-homes><div data-hb-widget="homes"></div>';
    expect(listPrefix(document.querySelector('div')!, undefined)).toBe('homes2-');
  });
  it('uses the editor’s data-list-key when given', () => {
    document.body.innerHTML = '<hb-homes></hb-homes>';
    expect(listPrefix(document.querySelector('hb-homes')!, 'east')).toBe('east-');
  });
});

describe('listPrefix with the link form', () => {
  it('counts a link form’s host once, around its link', () => {
    document.body.innerHTML = '<div data-hb-widget="homes"></div><span class="hb-widget hb-widget--homes"><a href="/move-in-ready#hb-widget=homes" data-hb-name="homes">Homes</a></span>';
    expect(listPrefix(document.querySelector('span')!, undefined)).toBe('homes2-');
  });
});
