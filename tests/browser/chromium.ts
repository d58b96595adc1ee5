import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

/**
 * Flags from the machine notes: no sandbox as root, no GPU, no calls home on a closed network.
 * No page may reach the internet: every host but this machine's is unknown to the browser, so a
 * request for one fails at once (net::ERR_NAME_NOT_RESOLVED). A test's own routes (a fake Google
 * Maps) are answered before any lookup. Cheaper than a catch-all route, which stops every request
 * of every page in the test's process (measured on 64 page visits: Chromium 75 s and node 12 s of
 * CPU with the route, 57 s and 8 s with this rule).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

/** A browser the tests can launch: where it is, what it is, and what its process needs. */
export interface FoundChromium {
  executablePath: string;
  label: string;
  env?: Record<string, string>;
}

/**
 * Where Chromium, Chrome and Edge usually live on Linux. Debian's headless shell first (what
 * .ci/run installs): the same Chromium without the browser's UI, it takes about a quarter less CPU
 * for the same tests (measured 2026-11-28: 74 s against 101 s of CPU for the same two files).
 */
const SYSTEM_BROWSERS: [string, string][] = [
  ['/usr/bin/chromium-headless-shell', "Debian's Chromium headless shell"],
  ['/usr/bin/chromium', "Debian's Chromium"],
  ['/usr/bin/chromium-browser', 'Chromium'],
  ['/snap/bin/chromium', 'Chromium (snap)'],
  ['/usr/bin/google-chrome-stable', 'Google Chrome'],
  ['/usr/bin/google-chrome', 'Google Chrome'],
  ['/opt/google/chrome/chrome', 'Google Chrome'],
  ['/usr/bin/microsoft-edge-stable', 'Microsoft Edge'],
  ['/usr/bin/microsoft-edge', 'Microsoft Edge'],
  ['/opt/microsoft/msedge/msedge', 'Microsoft Edge'],
];

/**
 * chrome-headless-shell from the @sparticuz/chromium devDependency: a browser for a machine with
 * none. Its NSS, NSPR and expat (al2023.tar.br) are unpacked only where the package believes it
 * runs on Amazon Linux 2023, so it is told so while it unpacks; the browser then finds them through
 * LD_LIBRARY_PATH. Unpacked once into the temp folder (about 200 MB), reused afterwards.
 */
async function packagedChromium(): Promise<FoundChromium> {
  const saved = { ...process.env };
  process.env.AWS_EXECUTION_ENV = 'AWS_Lambda_nodejs20.x';
  try {
    const { default: packaged } = await import('@sparticuz/chromium');
    const executablePath = await packaged.executablePath();
    const libraries = join(tmpdir(), 'al2023', 'lib');
    return {
      executablePath,
      label: 'chrome-headless-shell from the @sparticuz/chromium package',
      env: {
        LD_LIBRARY_PATH: [libraries, saved.LD_LIBRARY_PATH].filter(Boolean).join(':'),
        FONTCONFIG_PATH: join(tmpdir(), 'fonts'),
      },
    };
  } finally {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  }
}

const launchOptions = (found: FoundChromium) => ({
  executablePath: found.executablePath,
  args: CHROMIUM_ARGS,
  headless: true,
  env: found.env ? ({ ...process.env, ...found.env } as Record<string, string>) : undefined,
});

/** Launches a browser with the tests' flags (and the environment it needs). */
export const launchChromium = (found: FoundChromium) => chromium.launch(launchOptions(found));

/**
 * The browser for the tests: CHROMIUM_PATH if set, else the first usual system path that starts
 * (HB_SKIP_SYSTEM_BROWSERS=1 skips them), else the packaged chrome-headless-shell. Each one is
 * started once to be sure; fails with what was tried only when none starts.
 */
export async function findChromium(): Promise<FoundChromium> {
  const tried: string[] = [];
  const starts = async (found: FoundChromium) => {
    try {
      await (await launchChromium(found)).close();
      return true;
    } catch (error) {
      tried.push(`${found.label} at ${found.executablePath} did not start: ${String(error).split('\n')[0]}`);
      return false;
    }
  };
  const candidates: [string, string][] = [];
  if (process.env.CHROMIUM_PATH) candidates.push([process.env.CHROMIUM_PATH, 'CHROMIUM_PATH']);
  if (process.env.HB_SKIP_SYSTEM_BROWSERS !== '1') candidates.push(...SYSTEM_BROWSERS);
  for (const [executablePath, label] of candidates) {
    if (!existsSync(executablePath)) {
      if (label === 'CHROMIUM_PATH') tried.push(`CHROMIUM_PATH=${executablePath} does not exist`);
      continue;
    }
    if (await starts({ executablePath, label })) return { executablePath, label };
  }
  try {
    const packaged = await packagedChromium();
    if (await starts(packaged)) return packaged;
  } catch (error) {
    tried.push(`the @sparticuz/chromium package could not be unpacked: ${String(error).split('\n')[0]}`);
  }
  throw new Error(
    [
      'Browser tests found no browser that starts.',
      ...tried.map((t) => `  - ${t}`),
      'Set CHROMIUM_PATH to a Chromium, Chrome or Edge, install one (Debian: apt-get update && apt-get install -y chromium), or run npm install so the packaged one is there.',
    ].join('\n'),
  );
}
