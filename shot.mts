import { chromium } from '/work/wt/cms/node_modules/playwright-core/index.mjs';
const [,, url, out, width = '1280', full = '1', scrollTo = ''] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
page.on('console', m => m.type() === 'error' && console.log('console:', m.text()));
await page.goto(url);
if (scrollTo) { await page.locator(scrollTo).scrollIntoViewIfNeeded(); }
await page.waitForTimeout(2500);
await page.screenshot({ path: out, fullPage: full === '1' });
await browser.close();
