/** The languages the widgets speak. */
export type Lang = 'en' | 'es';

/**
 * The language a widget speaks (issue 35): the nearest `lang` attribute of its element or a
 * container (`<html lang="es">`, `<div lang="es-US">`: es and any es-XX are Spanish, anything
 * else English), else the site settings' `locale`, else English. A page can hold both: a Spanish
 * widget inside an English page follows its container.
 */
export function languageOf(element: Element): Lang {
  let tag = element.closest('[lang]')?.getAttribute('lang');
  // The settings read as the loader reads its own (loader/widget-links.ts), not through
  // readConfig, whose schema would add 2.4 KB gzip to every page; config.ts checks the type.
  try {
    tag ??= JSON.parse(element.ownerDocument.querySelector('script#hb-widgets-config')!.textContent!).locale;
  } catch {}
  return /^es(-|$)/i.test(String(tag).trim()) ? 'es' : 'en';
}
