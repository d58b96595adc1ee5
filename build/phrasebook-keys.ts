/**
 * A phrasebook (core/i18n/phrases.ts) is Spanish keyed by the English it replaces: words that
 * arrive as data (form declarations, option lists, spec.md's messages). Its chunk held every
 * English phrase a second time beside its Spanish, though the page that loads it has the English
 * already: in the build each key becomes the English's phraseKey (core/i18n/phrase-key.ts), which
 * phrase() computes from the English it is asked for. The sources keep their English keys.
 *
 * A phrasebook is told by what it is, not how it is written: a module whose default export is an
 * object of strings with a key holding a space (a keyed catalog's keys are names: `t('seeAll')`).
 */
import { pathToFileURL } from 'node:url';
import type * as esbuild from 'esbuild';
import { phraseKey } from '../core/i18n/phrase-key';

export const phrasebookKeys: esbuild.Plugin = {
  name: 'phrasebook-keys',
  setup(build) {
    build.onLoad({ filter: /\.es\.ts$/ }, async ({ path }) => {
      const book: unknown = (await import(pathToFileURL(path).href)).default;
      if (!book || typeof book !== 'object') return undefined;
      const entries = Object.entries(book);
      if (!entries.some(([key]) => /\s/.test(key)) || !entries.every(([, value]) => typeof value === 'string'))
        return undefined;
      const keyed: Record<string, string> = {};
      for (const [english, spanish] of entries) {
        const key = phraseKey(english);
        if (key in keyed)
          throw new Error(`${path}: two phrases share the key ${key}, "${english}" one of them: reword it`);
        keyed[key] = spanish as string;
      }
      return { contents: `export default ${JSON.stringify(keyed)};`, loader: 'js' };
    });
  },
};
