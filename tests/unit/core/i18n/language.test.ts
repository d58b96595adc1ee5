// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { longDate } from '../../../../core/i18n/dates';
import { languageOf } from '../../../../core/i18n/language';
import { loadLanguage } from '../../../../core/i18n/registry';
import { text } from '../../../../core/i18n/text';
import { defineCatalog } from '../../../../core/i18n/registry';

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('lang');
  document.head.innerHTML = '';
});

const widgetIn = (html: string) => {
  document.body.innerHTML = html;
  return document.querySelector('hb-x') as HTMLElement;
};

describe('languageOf: the nearest lang, else the settings’ locale, else English', () => {
  it.each([
    ['<div lang="es"><hb-x></hb-x></div>', 'es'],
    ['<div lang="es-US"><p><hb-x></hb-x></p></div>', 'es'],
    ['<div lang="ES-mx"><hb-x></hb-x></div>', 'es'],
    ['<hb-x lang="es"></hb-x>', 'es'],
    ['<div lang="es"><div lang="en"><hb-x></hb-x></div></div>', 'en'],
    ['<div lang="en-US"><hb-x lang="es-419"></hb-x></div>', 'es'],
    ['<div lang="est"><hb-x></hb-x></div>', 'en'],
    ['<div lang="fr"><hb-x></hb-x></div>', 'en'],
    ['<hb-x></hb-x>', 'en'],
  ])('%s → %s', (html, lang) => {
    expect(languageOf(widgetIn(html))).toBe(lang);
  });

  it('follows the page: <html lang="es">', () => {
    document.documentElement.lang = 'es';
    expect(languageOf(widgetIn('<hb-x></hb-x>'))).toBe('es');
  });

  it('takes the site settings’ locale where no element says a language, and a lang over it', () => {
    document.head.innerHTML = '<script type="application/json" id="hb-widgets-config">{"locale": "es-US"}</script>';
    expect(languageOf(widgetIn('<hb-x></hb-x>'))).toBe('es');
    expect(languageOf(widgetIn('<div lang="en"><hb-x></hb-x></div>'))).toBe('en');
  });

  it('reads a broken settings script as English', () => {
    document.head.innerHTML = '<script type="application/json" id="hb-widgets-config">{locale: es</script>';
    expect(languageOf(widgetIn('<hb-x></hb-x>'))).toBe('en');
  });
});

describe('text: placeholders and plurals by Intl.PluralRules', () => {
  const catalog = defineCatalog(
    { hello: 'Hello {name}', fields: { one: 'one field', other: '{count} fields' } },
    async () => ({
      default: {
        hello: 'Hola {name}',
        fields: { one: 'un campo', many: '{count} de campos', other: '{count} campos' },
      },
    }),
  );

  it('reads English until the Spanish has loaded, then Spanish', async () => {
    expect(text(catalog, 'es', 'hello', { name: 'Ana' })).toBe('Hello Ana');
    await loadLanguage('es');
    expect(text(catalog, 'es', 'hello', { name: 'Ana' })).toBe('Hola Ana');
    expect(text(catalog, 'en', 'hello', { name: 'Ana' })).toBe('Hello Ana');
  });

  it('chooses the plural form each language asks for', async () => {
    await loadLanguage('es');
    expect([1, 2, 0].map((count) => text(catalog, 'en', 'fields', { count }))).toEqual([
      'one field',
      '2 fields',
      '0 fields',
    ]);
    expect([1, 2, 1_000_000].map((count) => text(catalog, 'es', 'fields', { count }))).toEqual([
      'un campo',
      '2 campos',
      '1000000 de campos',
    ]);
  });

  it('asks for nothing in English', () => {
    expect(loadLanguage('en')).toBeUndefined();
  });
});

describe('longDate: as Intl writes en-US and es-US', () => {
  it.each([new Date(2026, 10, 28), new Date(2025, 0, 1), new Date(2027, 8, 9)])('%s', async (date) => {
    await loadLanguage('es');
    expect(longDate(date, 'en')).toBe(date.toLocaleDateString('en-US', { dateStyle: 'long' }));
    expect(longDate(date, 'es')).toBe(date.toLocaleDateString('es-US', { dateStyle: 'long' }));
  });

  it('writes 28 de noviembre de 2026', async () => {
    await loadLanguage('es');
    expect(longDate(new Date(2026, 10, 28), 'es')).toBe('28 de noviembre de 2026');
  });
});
