import { definePhrases, phrase, spanishOf } from '../../i18n/phrases';
import type { Lang } from '../../i18n/language';
import { specMessage } from '../../i18n/spec-messages';
import { compareNames } from '../../platform/compare-names';
import type { FieldSpec, Option } from './field-spec';
import type { FormDefinition } from './form-definition';

/**
 * The Spanish of what form declarations and spec.md section 3's option lists show, keyed by their
 * English (phrases.es.ts). The English stays in the declarations, where the demo server checks
 * what arrives and the CMS templates word it; values, names and payloads never change.
 */
export const formPhrases = definePhrases(() => import('./phrases.es'));

/** A form's words in the language: its own phrasebook's Spanish, else the shared one's, else the English. */
export const formWords =
  (definition: Pick<FormDefinition, 'phrases'>, lang: Lang) =>
  (english: string): string =>
    (lang === 'es' && definition.phrases && spanishOf(definition.phrases, english)) ||
    phrase(formPhrases, lang, english);

/** A list of more than three in alphabetical order (the states) stays so in Spanish ("Carolina del Norte" before "Colorado"). */
const alphabetical = (options: readonly Option[]) =>
  options.length > 3 && options.every((o, i) => !i || compareNames(options[i - 1].label, o.label) <= 0);

/** A list's labels in the language; the values stay as sent. */
export function translateOptions(
  options: readonly Option[],
  lang: Lang,
  say = (english: string) => phrase(formPhrases, lang, english),
): readonly Option[] {
  if (lang === 'en') return options;
  const shown = options.map((o) => ({ value: o.value, label: say(o.label) }));
  return alphabetical(options) ? shown.sort((a, b) => compareNames(a.label, b.label)) : shown;
}

function translateField(field: FieldSpec, lang: Lang, say: (english: string) => string): FieldSpec {
  const shown = { ...field, label: say(field.label), hint: field.hint && say(field.hint) };
  if (shown.kind === 'select' || shown.kind === 'time-slot') shown.placeholder = say(shown.placeholder);
  if (shown.kind === 'radios' || shown.kind === 'checkboxes')
    shown.options = translateOptions(shown.options, lang, say);
  if (shown.kind === 'select' && typeof shown.options !== 'string')
    shown.options = translateOptions(shown.options, lang, say);
  if (shown.kind === 'file') {
    shown.tooManyMessage = specMessage(shown.tooManyMessage, lang);
    shown.tooLargeMessage = specMessage(shown.tooLargeMessage, lang);
  }
  if (shown.kind === 'records') shown.emptyMessage = say(shown.emptyMessage);
  return shown;
}

/**
 * A form as a Spanish page shows it: heading, intro, button, messages, labels, hints,
 * placeholders and option labels from the phrasebook (English where it has none yet); everything
 * sent is the declaration's.
 */
export function translateForm(definition: FormDefinition, lang: Lang): FormDefinition {
  if (lang === 'en') return definition;
  const say = formWords(definition, lang);
  return {
    ...definition,
    title: say(definition.title),
    intro: definition.intro && say(definition.intro),
    submitLabel: say(definition.submitLabel),
    successMessage: say(definition.successMessage),
    consent: definition.consent && say(definition.consent),
    links: definition.links?.map((l) => ({ ...l, label: say(l.label) })),
    fields: definition.fields.map((f) => translateField(f, lang, say)),
  };
}
