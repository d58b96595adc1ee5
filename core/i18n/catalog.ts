/** A message chosen by a count, as Intl.PluralRules names the forms (Spanish also has `many`: "1 millón de"). */
export interface Plural {
  one: string;
  other: string;
  many?: string;
}
export type Message = string | Plural;
export type Messages = Readonly<Record<string, Message>>;

/**
 * The Spanish of an English catalog: every key of the English and no other (TypeScript says
 * which is missing or extra), a string where the English is one, a plural where it is one.
 */
export type Translation<M extends Messages> = { readonly [K in keyof M]: M[K] extends string ? string : Plural };

/**
 * One widget's or area's words: the English, in the bundle, and the Spanish, a chunk of its own
 * that only a Spanish widget downloads (an English page pays nothing for it).
 */
export interface Catalog<M extends Messages> {
  readonly en: M;
  es?: Translation<M>;
  readonly loadEs: () => Promise<{ default: Translation<M> }>;
  pending?: Promise<unknown>;
}
