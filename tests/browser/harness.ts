import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { serve } from '@hono/node-server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { createApp, type DemoOptions } from '../../demo/app';
import { demoSettings, randomToken } from '../../demo/security/settings';
import { createDemoState, type DemoState } from '../../demo/state';
import { launchChromium } from './chromium';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Demo {
  /** http://127.0.0.1:<port> of this file's own demo server. */
  baseUrl: string;
  /** The server's memory: submissions, faults, accounts. */
  state: DemoState;
  /** The /demo controls' token (send it as X-Demo-Token). */
  token: string;
  browser: Browser;
  /** A fresh page (own context: cookies, storage) at a width of 1280 unless told otherwise. */
  open(path: string, options?: { width?: number; height?: number; reducedMotion?: boolean }): Promise<Page>;
}

/** A demo server of the tests' build on a free port of 127.0.0.1 (options as createApp's). */
export async function startDemoServer(options: Omit<DemoOptions, 'distRoot'> = {}): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: createApp({ distRoot: inject('distRoot'), ...options }).fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const address = server.address();
  return {
    baseUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/**
 * One demo server and one Chromium for a test file, started before its tests and closed after.
 * Pages are served with the demo's strict Content-Security-Policy in force.
 */
export function useDemo(): Demo {
  const contexts: BrowserContext[] = [];
  let close: () => Promise<void> = async () => {};
  const demo = { state: createDemoState(), token: randomToken() } as Demo;
  beforeAll(async () => {
    const server = await startDemoServer({ state: demo.state, settings: demoSettings({ controls: { token: demo.token } }) });
    demo.baseUrl = server.baseUrl;
    demo.browser = await launchChromium(inject('chromium'));
    close = async () => {
      await demo.browser.close();
      await server.close();
    };
  });
  afterAll(() => close());
  demo.open = async (path, { width = 1280, height = 900, reducedMotion = false } = {}) => {
    const context = await demo.browser.newContext({ viewport: { width, height }, reducedMotion: reducedMotion ? 'reduce' : 'no-preference' });
    contexts.push(context);
    // No page of the demo may reach the internet; anything that tries fails fast here.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort('internetdisconnected'));
    const page = await context.newPage();
    await page.goto(demo.baseUrl + path);
    return page;
  };
  return demo;
}

/** Waits until the widget in `selector` has mounted (the platform marks it ready). */
export async function widgetReady(page: Page, selector: string): Promise<void> {
  await page.waitForSelector(`${selector} .hb-root > *`, { state: 'attached' });
}

/**
 * Runs axe-core for WCAG 2.2 A and AA and fails with a readable list of what it found.
 * axe is evaluated as text, so the page's Content-Security-Policy stays in force.
 */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: { id: string; help: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const result = await axe.run(selector ? { include: [selector] } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  }, include ?? null);
  if (violations.length) throw new Error(`axe found ${violations.length} WCAG 2.2 AA violation(s):\n${violations.join('\n')}`);
}

/** Console errors of a page, collected from now on (for "no error" checks). */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}
