import type { Catalog, Message, Messages, Plural } from './catalog';
import type { Lang } from './language';

const pluralRules: Partial<Record<Lang, Intl.PluralRules>> = {};
/** Made on first use: a page that shows no count pays no Intl formatter. */
const pluralOf = (lang: Lang, n: number) => (pluralRules[lang] ??= new Intl.PluralRules(lang)).select(n);

export type Values = Readonly<Record<string, string | number>>;

/**
 * A message in a language, its `{name}` placeholders filled from `values` and, for a plural, the
 * form its `count` asks for. Spanish not loaded (yet, or at all) reads as English.
 */
export function text<M extends Messages>(
  catalog: Catalog<M>,
  lang: Lang,
  key: keyof M & string,
  values?: Values,
): string {
  const message: Message = (lang === 'es' && catalog.es?.[key]) || catalog.en[key];
  const chosen =
    typeof message === 'string'
      ? message
      : (message[pluralOf(lang, Number(values?.count)) as keyof Plural] ?? message.other);
  return values
    ? chosen.replace(/\{(\w+)\}/g, (all, name: string) => (name in values ? String(values[name]) : all))
    : chosen;
}
