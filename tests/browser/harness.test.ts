import { describe, expect, it } from 'vitest';
import { mountEveryWidget, useDemo } from './harness';

describe('the crawl’s harness (accessibility-*.test.ts)', () => {
  const demo = useDemo();

  it('refuses to scan a page whose widget’s code did not load: its fallback is not the widget', async () => {
    const page = await demo.open('/demo/blank');
    await page.route(/\/widgets\/mortgage-calculator-[A-Z0-9]{8}\.js/, (route) => route.abort('connectionrefused'));
    await page.evaluate(() =>
      document
        .querySelector('main')!
        .insertAdjacentHTML(
          'beforeend',
          '<hb-mortgage-calculator><a href="/buying-process">Calculator</a></hb-mortgage-calculator>',
        ),
    );
    await expect(mountEveryWidget(page)).rejects.toThrow('hb-mortgage-calculator: its code did not load');
  });
});
