import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of [375, 1280]) {
  for (const slug of ['lakeside-preserve', 'highland-fields', 'berkley-pointe']) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  await page.goto('http://localhost:8111/community/' + slug);
  await page.waitForSelector('.hb-community__name');
  const h = () => page.evaluate(() => Object.fromEntries(['hb-favorite-button', 'hb-reserve-lot-form', 'hb-get-updates-form', 'hb-homes', 'hb-testimonials', '.hb-community__title-row', '.hb-community__actions', '.hb-community__intro', 'hb-community'].map((s) => [s, Math.round(document.querySelector('hb-community ' + s)?.getBoundingClientRect().height ?? document.querySelector(s)?.getBoundingClientRect().height ?? -1)])));
  const before = await h();
  for (let y = 0; y < 12000; y += 400) { await page.evaluate((y) => scrollTo(0, y), y); await page.waitForTimeout(150); }
  await page.waitForTimeout(800);
  console.log(width, slug, JSON.stringify(before), '\n   ->', JSON.stringify(await h()));
  await page.close();
  }
}
await browser.close();
