import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Sanitizer } from './sanitizer';

/**
 * Where the files of Debian's `wordpress` package are: installed with the package, or extracted by
 * .ci/run without it (the package would pull in Apache and a MySQL client, which kses needs not).
 */
const CANDIDATES = [process.env.WORDPRESS_DIR, '/usr/share/wordpress', '/opt/wordpress'].filter(Boolean) as string[];

const INSTALL =
  "Install them as .ci/run does: apt-get install -y --no-install-recommends php-cli, and the files of Debian's wordpress package: " +
  'apt-get download wordpress && dpkg-deb -x wordpress_*.deb x && mkdir -p /opt/wordpress && cp -a x/usr/share/wordpress/wp-includes /opt/wordpress/ ' +
  '(or set WORDPRESS_DIR to a folder holding wp-includes/kses.php)';

function wordpressDir(): string {
  const dir = CANDIDATES.find((d) => existsSync(join(d, 'wp-includes/kses.php')));
  if (!dir)
    throw new Error(
      `The WordPress sanitizers need WordPress's wp-includes/kses.php, found in none of ${CANDIDATES.join(', ')}. ${INSTALL}`,
    );
  return dir;
}

/**
 * WordPress's own kses and wpautop under php-cli (tests/sanitizers/wordpress.php).
 * 'author': wp_kses_post() when saved, wpautop() when displayed, as an Author or Editor gets them
 * (no unfiltered_html). 'admin': wpautop() alone, as an administrator's raw HTML is displayed.
 */
export function wordpress(role: 'author' | 'admin'): Sanitizer {
  const dir = wordpressDir();
  const version = /\$wp_version = '([^']+)'/.exec(readFileSync(join(dir, 'wp-includes/version.php'), 'utf8'))?.[1];
  return {
    label:
      role === 'author'
        ? `WordPress ${version} wp_kses_post + wpautop (an Author or Editor)`
        : `WordPress ${version} wpautop alone (an admin)`,
    column: role === 'author' ? 'WP author' : 'WP admin',
    sanitize: (snippets) =>
      new Promise((resolve, reject) => {
        const php = execFile(
          'php',
          [join(import.meta.dirname, 'wordpress.php'), dir, role],
          { maxBuffer: 32 << 20 },
          (error, stdout, stderr) => {
            if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT')
              reject(new Error(`The WordPress sanitizers need php-cli, which is not installed. ${INSTALL}`));
            else if (error) reject(new Error(`WordPress's sanitizer failed: ${stderr || error.message}`));
            else resolve(JSON.parse(stdout));
          },
        );
        php.stdin!.on('error', () => {}); // a php that never started is reported above
        php.stdin!.end(JSON.stringify(snippets));
      }),
  };
}
