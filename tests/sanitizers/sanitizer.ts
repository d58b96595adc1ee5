import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A CMS's sanitizer at its default settings, run for real: what is left of each snippet after
 * an editor pastes it and the CMS saves and displays it.
 */
export interface Sanitizer {
  /** What ran, with its version, e.g. 'DOMPurify 3.4.18'. */
  label: string;
  /** Its short column heading in the matrix, e.g. 'DOMPurify'. */
  column: string;
  /** Sanitizes every snippet once, in order (one process or one editor for the whole list). */
  sanitize(snippets: string[]): Promise<string[]>;
}

/** The version of an npm package as installed, for the matrix's column labels. */
export const installedVersion = (pkg: string): string =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../node_modules', pkg, 'package.json'), 'utf8')).version;
