import { type ChildProcess, execFile, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { unzip } from '../../build/zip';

const run = promisify(execFile);

/**
 * A whole WordPress of Debian's `wordpress` package for one test file: its files copied to a
 * temp folder with a wp-config.php of its own, a MariaDB of its own (a temp data folder, a unix
 * socket, no network), installed by wp_install() under php-cli, served by `php -S`. Everything
 * goes when close() is called.
 */
const WORDPRESS_DIRS = [process.env.WORDPRESS_DIR, '/usr/share/wordpress', '/opt/wordpress'].filter(
  Boolean,
) as string[];
const THEME = 'twentytwentythree';

export const WORDPRESS_INSTALL =
  'Install what .ci/run installs: apt-get install -y --no-install-recommends php-cli php-mysql mariadb-server ' +
  `libjs-underscore libjs-cropper php-getid3 wordpress-theme-${THEME}, then the files of Debian's wordpress package ` +
  '(.ci/run extracts them to /opt/wordpress; or set WORDPRESS_DIR to a folder holding wp-admin/install.php).';

export interface WordPressSite {
  baseUrl: string;
  version: string;
  author: { login: string; password: string };
  /** Runs PHP in this WordPress (wp-load.php loaded) under php-cli; what it echoes. */
  php(code: string): Promise<string>;
  close(): Promise<void>;
}

export interface WordPressOptions {
  /** The plugin zip the build wrote (dist/hb-widgets-wordpress.zip). */
  pluginZip: string;
  /** Options set as Settings → Home builder widgets sets them. */
  options: Record<string, string>;
  /** The port to serve on (the API's CORS_ORIGINS must name it before WordPress starts). */
  port: number;
}

/** A port no one listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** What is missing to run WordPress here, or [] (each line says what to install). */
export async function wordpressMissing(): Promise<string[]> {
  const missing: string[] = [];
  const dir = WORDPRESS_DIRS.find((d) => existsSync(join(d, 'wp-admin/install.php')));
  if (!dir) missing.push(`WordPress's files (wp-admin/install.php) in none of ${WORDPRESS_DIRS.join(', ')}`);
  if (!themeDir()) missing.push(`the ${THEME} theme (Debian: wordpress-theme-${THEME})`);
  for (const tool of ['mariadbd', 'mariadb-install-db', 'mariadb'])
    if (!['/usr/sbin', '/usr/bin'].some((d) => existsSync(join(d, tool)))) missing.push(`${tool} (mariadb-server)`);
  try {
    await run('php', ['-r', 'exit(extension_loaded("mysqli") ? 0 : 1);']);
  } catch (error) {
    missing.push(
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'php (php-cli)' : "PHP's mysqli extension (php-mysql)",
    );
  }
  return missing;
}

function themeDir(): string | undefined {
  return [...WORDPRESS_DIRS, '/usr/share/wordpress']
    .map((d) => join(d, 'wp-content/themes', THEME))
    .find((d) => existsSync(join(d, 'style.css')));
}

/** A throwaway database: small, and nothing waits for the disk. */
const MARIADB_FAST = [
  '--innodb-buffer-pool-size=16M',
  '--innodb-log-file-size=4M',
  '--innodb-flush-log-at-trx-commit=0',
  '--innodb-doublewrite=0',
];

/**
 * An empty MariaDB data folder, made by mariadb-install-db once a machine (about 6 s, mostly
 * waiting on the disk) and copied for each run (0.2 s). Made aside and renamed into place, so two
 * runs starting at once never see half of one.
 */
async function mariadbTemplate(): Promise<string> {
  const { stdout } = await run('mariadbd', ['--version']);
  const template = join(tmpdir(), `hb-mariadb-template-${/Ver (\S+)/.exec(stdout)?.[1] ?? 'unknown'}`);
  if (existsSync(join(template, 'mysql'))) return template;
  const making = mkdtempSync(`${template}-making-`);
  await run('mariadb-install-db', [
    '--no-defaults',
    `--datadir=${making}`,
    '--auth-root-authentication-method=normal',
    '--skip-test-db',
    '--user=root',
    ...MARIADB_FAST,
  ]);
  try {
    renameSync(making, template);
  } catch {
    rmSync(making, { recursive: true, force: true }); // another run made it first
  }
  return template;
}

async function waitFor(what: string, check: () => Promise<boolean>, child: ChildProcess, log: () => string) {
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  for (;;) {
    if (await check()) return;
    if (exited) throw new Error(`${what} stopped while starting:\n${log()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Starts MariaDB and WordPress (about 4 s on a quiet machine; 6 s more the first time, for MariaDB's data folder). */
export async function startWordPress({ pluginZip, options, port }: WordPressOptions): Promise<WordPressSite> {
  const missing = await wordpressMissing();
  if (missing.length)
    throw new Error(
      `The WordPress test needs Debian's WordPress, MariaDB and PHP: missing ${missing.join('; ')}. ${WORDPRESS_INSTALL}`,
    );
  const source = WORDPRESS_DIRS.find((d) => existsSync(join(d, 'wp-admin/install.php')))!;
  const tmp = mkdtempSync(join(tmpdir(), 'hb-wordpress-'));
  const root = join(tmp, 'wp');
  const data = join(tmp, 'db');
  const socket = join(tmp, 'mysql.sock');
  const children: ChildProcess[] = [];
  const close = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            // Its own process group: php -S's workers go with it.
            process.kill(-child.pid!, 'SIGTERM');
          }),
      ),
    );
    rmSync(tmp, { recursive: true, force: true });
  };
  try {
    // MariaDB's data folder (a copy of one made once a machine) while WordPress's files are linked.
    const database = mariadbTemplate().then((template) => run('cp', ['-a', template, data]));
    // Hard links where the temp folder is on the same disk (nothing here writes to WordPress's own files).
    await run('cp', ['-al', source, root]).catch(() => run('cp', ['-a', source, root]));
    await database;
    let dbLog = '';
    const mariadb = spawn(
      'mariadbd',
      [
        '--no-defaults',
        `--datadir=${data}`,
        `--socket=${socket}`,
        `--pid-file=${join(tmp, 'mariadb.pid')}`,
        '--skip-networking',
        '--skip-log-bin',
        ...MARIADB_FAST,
        '--user=root',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
    );
    children.push(mariadb);
    mariadb.stderr!.on('data', (chunk) => {
      dbLog += chunk;
    });

    // Our own wp-config.php (Debian's reads /etc/wordpress), the theme, and the plugin from the zip.
    rmSync(join(root, 'wp-config.php'), { force: true });
    const baseUrl = `http://127.0.0.1:${port}`;
    const keys = ['AUTH', 'SECURE_AUTH', 'LOGGED_IN', 'NONCE']
      .flatMap((k) => [`${k}_KEY`, `${k}_SALT`])
      .map((k) => `define('${k}', '${k.toLowerCase()}-${port}-${tmp}');`)
      .join('\n');
    writeFileSync(
      join(root, 'wp-config.php'),
      `<?php
define('DB_NAME', 'wordpress');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', 'localhost:${socket}');
define('DB_CHARSET', 'utf8mb4');
define('WP_HOME', '${baseUrl}');
define('WP_SITEURL', '${baseUrl}');
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('WP_DEBUG', false);
${keys}
$table_prefix = 'wp_';
if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
`,
    );
    const themes = join(root, 'wp-content/themes');
    mkdirSync(themes, { recursive: true });
    if (!existsSync(join(themes, THEME))) symlinkSync(themeDir()!, join(themes, THEME));
    for (const { name, data: bytes } of unzip(readFileSync(pluginZip))) {
      const file = join(root, 'wp-content/plugins', name);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, bytes);
    }

    await waitFor(
      'MariaDB',
      async () => existsSync(socket),
      mariadb,
      () => dbLog,
    );
    await run('mariadb', ['--no-defaults', '-S', socket, '-uroot', '-e', 'CREATE DATABASE wordpress']);

    // Installed as install.php would, then the plugin activated, its settings set, an Author made.
    const author = { login: 'author', password: `author-${port}-pass` };
    writeFileSync(
      join(tmp, 'install.php'),
      `<?php
define('WP_INSTALLING', true);
$_SERVER['HTTP_HOST'] = '127.0.0.1:${port}';
$_SERVER['REQUEST_URI'] = '/';
require ${JSON.stringify(join(root, 'wp-load.php'))};
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
wp_install('Home builder', 'admin', 'admin@example.com', false, '', wp_generate_password(), 'en_US');
switch_theme('${THEME}');
$activated = activate_plugin('hb-widgets/hb-widgets.php');
if (is_wp_error($activated)) { fwrite(STDERR, $activated->get_error_message()); exit(1); }
foreach (json_decode(${JSON.stringify(JSON.stringify(options))}, true) as $name => $value) update_option($name, $value);
$id = wp_insert_user(['user_login' => '${author.login}', 'user_pass' => '${author.password}', 'user_email' => 'author@example.com', 'role' => 'author', 'display_name' => 'An Author']);
if (is_wp_error($id)) { fwrite(STDERR, $id->get_error_message()); exit(1); }
// The block editor's welcome guide would cover the editor on the Author's first visit.
update_user_meta($id, $wpdb->get_blog_prefix() . 'persisted_preferences', ['core/edit-post' => ['welcomeGuide' => false], '_modified' => gmdate('c')]);
echo $GLOBALS['wp_version'];
`,
    );
    const { stdout: version } = await run('php', [join(tmp, 'install.php')]);

    // php -S with a few workers: the block editor asks for many things at once.
    let serverLog = '';
    const server = spawn('php', ['-d', 'opcache.enable_cli=1', '-S', `127.0.0.1:${port}`, '-t', root], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
      detached: true,
    });
    children.push(server);
    server.stderr!.on('data', (chunk) => {
      serverLog = (serverLog + chunk).slice(-4000);
    });
    server.stdout!.resume();
    await waitFor(
      'php -S',
      () =>
        fetch(`${baseUrl}/wp-login.php`).then(
          (r) => r.ok,
          () => false,
        ),
      server,
      () => serverLog,
    );
    const php = async (code: string) => {
      const file = join(tmp, `run-${Math.random().toString(36).slice(2)}.php`);
      writeFileSync(
        file,
        `<?php\n$_SERVER['HTTP_HOST'] = '127.0.0.1:${port}';\nrequire ${JSON.stringify(join(root, 'wp-load.php'))};\n${code}`,
      );
      return (await run('php', [file])).stdout;
    };
    return { baseUrl, version: version.trim(), author, php, close };
  } catch (error) {
    await close();
    throw error;
  }
}
