import { describe, expect, it } from 'vitest';
import { useDemo } from './harness';

describe('smoke', () => {
  const demo = useDemo();
  it('serves the gallery', async () => {
    const page = await demo.open('/gallery');
    await page.evaluate(() => { document.body.insertAdjacentHTML('beforeend', '<hb-hello data-name="x" data-load="eager">fallback</hb-hello>'); });
    await page.waitForSelector('hb-hello p');
    expect(await page.textContent('hb-hello')).toBe('Hello x');
  });
});
