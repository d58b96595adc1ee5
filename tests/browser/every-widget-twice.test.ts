/// <reference types="vite/client" />
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSeed } from '../../demo/data';
import { mountEveryWidget, useDemo } from './harness';

/**
 * Issue 35: "a browser test renders every widget on a Spanish page and fails on any English
 * sentence from the English catalog in what a visitor reads". The English is gathered here, at
 * test time, from every catalog of the source tree: the values of each keyed catalog
 * (messages.en.ts and the like), the English keys of each phrasebook (phrases.es.ts,
 * spec-messages.es.ts...). A catalog added later is read without a change here.
 */
type Catalogs = Record<string, Record<string, unknown>>;
const keyedEnglish: Catalogs = import.meta.glob<Record<string, unknown>>(
  ['../../core/**/*.en.ts', '../../widgets/**/*.en.ts'],
  {
    eager: true,
    import: 'default',
  },
);
const spanishFiles: Catalogs = import.meta.glob<Record<string, unknown>>(
  ['../../core/**/*.es.ts', '../../widgets/**/*.es.ts'],
  {
    eager: true,
    import: 'default',
  },
);

/** Every string of a message: itself, or each form of a plural ({ one, other }). */
const strings = (message: unknown): string[] =>
  typeof message === 'string'
    ? [message]
    : message && typeof message === 'object'
      ? Object.values(message).flatMap(strings)
      : [];

/**
 * Every text of the demo's seeded data, as one: a sentence written in the data the API gives (a
 * community "On Your Land", a floor plan's "Great Room" in its picture's alt) is shown as it comes.
 */
const dataText = (): string => {
  const found: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') found.push(value);
    else if (value && typeof value === 'object') for (const v of Object.values(value)) walk(v);
  };
  walk(createSeed());
  return found.join('\n');
};

/**
 * The English sentences to look for: two words or more and seven letters once its placeholders are
 * taken out (a single word, "Total" or "No", is often Spanish too; "{amount} a year" is any text),
 * different from its Spanish (PMI, HOA), and nowhere in the data (which stays as the API gives it).
 */
function englishSentences(): string[] {
  const found = new Set<string>();
  const data = dataText();
  const add = (english: string, spanish: unknown) => {
    const words = english.replace(/\{\w+\}/g, ' ').match(/\p{L}+/gu) ?? [];
    if (
      words.length >= 2 &&
      words.join('').length >= 7 &&
      !strings(spanish).includes(english) &&
      !patternOf(english).test(data)
    )
      found.add(english);
  };
  for (const [file, en] of Object.entries(keyedEnglish)) {
    const es = spanishFiles[file.replace(/\.en\.ts$/, '.es.ts')] ?? {};
    for (const [key, message] of Object.entries(en))
      for (const [i, english] of strings(message).entries()) add(english, strings(es[key])[i]);
  }
  // A phrasebook is keyed by the English it replaces (a key with a space); a keyed catalog by names.
  for (const book of Object.values(spanishFiles))
    if (Object.keys(book).some((key) => key.includes(' ')))
      for (const [english, spanish] of Object.entries(book)) add(english, spanish);
  return [...found];
}

/** A sentence as a pattern: its placeholders stand for a short stretch of anything, whole words only. */
const patternOf = (sentence: string) =>
  new RegExp(
    `(?<!\\p{L})${sentence
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'))
      .join('.{0,60}?')}(?!\\p{L})`,
    'u',
  );

/**
 * Widgets that still speak English on a Spanish page, left to the helpers converting them (issue
 * 35; docs/i18n.md, "Not yet converted"). The test skips them, and fails when one of them shows no
 * English sentence any more: then it leaves this list, which the lead empties after merging the
 * other helpers' branches. Each line says what English it showed.
 */
const NOT_YET_CONVERTED = new Set<string>([]);

/**
 * One visit serves both tests: /demo/twice?lang=es holds every widget two times (as an element and
 * as a link, as editors place them) on a Spanish page, each brought into view until it mounts.
 */
describe('every widget twice, on a Spanish page', () => {
  const demo = useDemo();
  let page: Page;
  beforeAll(async () => {
    page = await demo.open('/demo/twice?lang=es');
    // Each link becomes its widget's element, then every widget mounts; a widget another holds
    // (hb-community's forms and heart) exists only once its host has mounted.
    await mountEveryWidget(page, { links: true });
    await mountEveryWidget(page);
  }, 240_000);

  it('mounts them all, each two times, with no id repeated', async () => {
    const report = await page.evaluate(() => {
      // Widgets of the page, not those a widget holds (hb-community holds hb-homes, hb-testimonials, ...).
      const hosts = document.querySelectorAll('main .hb-widget:not(.hb-widget *)');
      const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
      return {
        hosts: hosts.length,
        sections: document.querySelectorAll('main .cms-twice').length,
        once: [...document.querySelectorAll('main .cms-twice')]
          .filter((section) => section.querySelectorAll('.hb-widget:not(.hb-widget *)').length !== 2)
          .map((section) => section.getAttribute('aria-label')),
        failed: document.querySelectorAll('main [data-hb-state="failed"]').length,
        repeated: [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))],
      };
    });
    expect(report.sections).toBeGreaterThan(40);
    expect(report.failed).toBe(0);
    expect(report.once, 'sections without their two widgets').toEqual([]);
    expect(report.hosts).toBe(2 * report.sections);
    expect(report.repeated).toEqual([]);
  });

  it('shows no English sentence of the catalogs in its text, accessible names, alt, title, placeholder or live regions (issue 35)', async () => {
    const sentences = englishSentences();
    expect(sentences).toContain('Something went wrong, try again later.');
    expect(sentences.length).toBeGreaterThan(100);

    const read = await page.evaluate(() => {
      const hosts = [...document.querySelectorAll<HTMLElement>('main .hb-widget')];
      const nameOf = (el: HTMLElement) => (el.localName.startsWith('hb-') ? el.localName : `hb-${el.dataset.hbWidget}`);
      const hostOf = (el: Element) => el.closest<HTMLElement>('.hb-widget');
      const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true });
      return hosts.map((host) => {
        const texts: string[] = [];
        // What shows and what a screen reader reads as text (visually hidden text is rendered).
        // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, without what display: none hides
        let own = host.innerText;
        // biome-ignore lint/performance/useDomNodeTextContent: the same for a widget the host holds
        for (const inner of host.querySelectorAll<HTMLElement>('.hb-widget')) own = own.replace(inner.innerText, '\n');
        texts.push(own);
        for (const el of host.querySelectorAll('*')) {
          if (hostOf(el) !== host || !shown(el)) continue;
          for (const attribute of ['aria-label', 'alt', 'title', 'placeholder', 'aria-valuetext', 'aria-description'])
            if (el.hasAttribute(attribute)) texts.push(el.getAttribute(attribute)!);
          // Names and descriptions read from other elements, hidden or not.
          for (const ids of [el.getAttribute('aria-labelledby'), el.getAttribute('aria-describedby')])
            for (const id of ids?.split(/\s+/) ?? []) texts.push(document.getElementById(id)?.textContent ?? '');
          // What a live region announces.
          if (el.matches('[aria-live], [role="status"], [role="alert"], output')) texts.push(el.textContent ?? '');
        }
        return { name: nameOf(host), text: texts.join('\n') };
      });
    });

    const patterns = sentences.map((s) => [s, patternOf(s)] as const);
    const english = new Map<string, Set<string>>();
    for (const { name, text } of read) {
      const found = english.get(name) ?? new Set<string>();
      for (const [sentence, pattern] of patterns) if (pattern.test(text)) found.add(sentence);
      english.set(name, found);
    }
    const onPage = [...english.keys()];
    expect(onPage.length, 'the page holds every widget').toBeGreaterThan(40);
    const report = (names: string[]) => names.map((n) => `${n}: ${[...english.get(n)!].join(' | ')}`);

    // Converted widgets: no English sentence.
    expect(report(onPage.filter((n) => !NOT_YET_CONVERTED.has(n) && english.get(n)!.size > 0))).toEqual([]);
    // The list cannot go stale: each widget on it is on the page and still shows English.
    expect(
      [...NOT_YET_CONVERTED].filter((n) => !english.get(n)?.size),
      'no English left: remove from NOT_YET_CONVERTED',
    ).toEqual([]);
  });
});
