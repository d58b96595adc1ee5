// @vitest-environment happy-dom
import { array, integer } from 'superstruct';
import { describe, expect, it, vi } from 'vitest';
import { attr } from '../../../../core/platform';
import { readConfig } from '../../../../core/platform/config';
import { parseAttributes } from '../../../../core/platform/attributes';

const el = (attrs: Record<string, string>) => {
  const e = document.createElement('div');
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
};

describe('parseAttributes', () => {
  const specs = {
    price: attr.number('250000').optional,
    view: attr.enum(['map', 'list'] as const).optional,
    ids: attr.json(array(integer()), '[1,2]').optional,
  };

  it('reads numbers written as editors write them ("$250,000")', () => {
    expect(parseAttributes('x', specs, el({ 'data-price': '$250,000' }))).toEqual({
      ok: true,
      props: { price: 250000, view: undefined, ids: undefined },
    });
  });

  it('reads an enum and JSON', () => {
    expect(parseAttributes('x', specs, el({ 'data-view': 'list', 'data-ids': '[3, 4]' }))).toMatchObject({
      ok: true,
      props: { view: 'list', ids: [3, 4] },
    });
  });

  it.each([
    ['data-price', 'lots', '[hb-x] data-price "lots" is not a number: set it, e.g. data-price="250000"'],
    ['data-price', '', '[hb-x] data-price "" is not a number: set it, e.g. data-price="250000"'],
    ['data-view', 'grid', '[hb-x] data-view "grid" is not one of map, list: set it, e.g. data-view="map"'],
    ['data-ids', '[1,', '[hb-x] data-ids "[1," is not JSON: set it, e.g. data-ids="[1,2]"'],
    ['data-ids', '["a"]', '[hb-x] data-ids "["a"]" is not JSON: set it, e.g. data-ids="[1,2]"'],
  ])('explains a bad %s="%s"', (name, value, message) => {
    expect(parseAttributes('x', specs, el({ [name]: value }))).toEqual({ ok: false, message });
  });
});

describe('attribute readers', () => {
  const specs = {
    id: attr.id().required,
    name: attr.string('Lakeland').optional,
    modal: attr.boolean().optional,
    price: attr.number('250000').optional,
  };
  const read = (attrs: Record<string, string>) => parseAttributes('x', specs, el({ 'data-id': '12', ...attrs }));

  it('reads an id, trimmed text, a bare or spelled-out boolean and a number', () => {
    expect(read({ 'data-id': ' 7 ', 'data-name': '  Lakeland ', 'data-modal': '', 'data-price': '1e5' })).toEqual({
      ok: true,
      props: { id: 7, name: 'Lakeland', modal: true, price: 100000 },
    });
    expect(read({ 'data-modal': 'false' })).toMatchObject({ ok: true, props: { modal: false } });
  });

  it.each([
    ['data-id', '0', '[hb-x] data-id "0" is not a whole number (an id): set it, e.g. data-id="12"'],
    ['data-id', '2.5', '[hb-x] data-id "2.5" is not a whole number (an id): set it, e.g. data-id="12"'],
    ['data-modal', 'yes', '[hb-x] data-modal "yes" is not true or false (or no value): set it, e.g. data-modal'],
    ['data-price', 'Infinity', '[hb-x] data-price "Infinity" is not a number: set it, e.g. data-price="250000"'],
  ])('explains a bad %s="%s"', (name, value, message) => {
    expect(read({ [name]: value })).toEqual({ ok: false, message });
  });

  it('names a missing required attribute with an example', () => {
    expect(parseAttributes('x', specs, el({}))).toEqual({
      ok: false,
      message: '[hb-x] data-id is missing: set it, e.g. data-id="12"',
    });
  });
});

describe('readConfig', () => {
  it('reads the page’s settings', () => {
    document.head.innerHTML =
      '<script type="application/json" id="hb-widgets-config">{"apiBase": "/cms/", "loggedIn": true}</script>';
    expect(readConfig()).toEqual({ apiBase: '/cms/', loggedIn: true });
  });

  it('reports malformed settings once and carries on with defaults', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.head.innerHTML = '<script type="application/json" id="hb-widgets-config">{apiBase: /cms/}</script>';
    expect(readConfig()).toEqual({});
    expect(readConfig()).toEqual({});
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0][0]).toContain('#hb-widgets-config is not valid JSON');
  });
});
