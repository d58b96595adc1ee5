import { chromium } from 'playwright-core';
const [,, path, out, width = '1280', action = ''] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto('http://localhost:8111' + path);
await page.waitForSelector('.hb-community__name', { timeout: 15000 });
await page.waitForTimeout(1500);
if (action === 'plan') { await page.getByRole('button', { name: 'View the site plan' }).click(); await page.waitForTimeout(500); await page.getByRole('button', { name: 'Zoom in' }).click(); await page.keyboard.press('+'); await page.waitForTimeout(300); }
if (action === 'reserve') { await page.locator('hb-reserve-lot-form').getByRole('button', { name: 'Reserve a lot' }).click(); await page.waitForTimeout(800); }
if (action === 'scroll') { await page.evaluate(() => scrollTo(0, 1800)); await page.waitForTimeout(800); console.log('hash', await page.evaluate(() => location.hash)); }
await page.screenshot({ path: out, fullPage: action === 'full' });
await browser.close();
