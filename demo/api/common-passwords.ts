import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { normalizePassword } from '../../core/forms/engine/password-rules';

/** demo/data/common-passwords.txt, read once: the server's list; the widgets never ship it. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  readFileSync(join(import.meta.dirname, '../data/common-passwords.txt'), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map(normalizePassword),
);
