// @vitest-environment happy-dom
import { fireEvent, getByRole, getByText } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { Carousel } from '../../../../core/carousel';
import { defineWidget } from '../../../../core/mount';
import { element } from '../mount/read/read-kit';

// With flickity itself (carousel.test.tsx proves the wrapper without it): flickity answers every
// selection with a change event of its own, which must not undo a move the visitor made since.
const changes: number[] = [];
const photos = defineWidget('engine-photos', {}, () => (
  <Carousel
    label="Photos of 2981 Preserve Loop"
    thumbnails
    onChange={(i) => changes.push(i)}
    cells={['Front', 'Kitchen', 'Lanai', 'Pool'].map((room) => ({
      key: room,
      thumbnail: `/${room}.jpg`,
      content: <img src={`/${room}-large.jpg`} alt={room} />,
    }))}
  />
));

/** Lets preact render what the last event changed, short of the next frame (when its effects run). */
const rendered = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('Carousel with flickity', () => {
  it('counts every key pressed, one before the last move has reached flickity included (a held arrow key)', async () => {
    changes.length = 0;
    const el = element('<hb-engine-photos></hb-engine-photos>');
    photos.mount(el);
    const region = await vi.waitFor(() => getByRole(el, 'region', { name: 'Photos of 2981 Preserve Loop' }));
    await vi.waitFor(() => expect(region.querySelector('.flickity-enabled')).not.toBeNull());
    const status = () => getByText(region, /^Image \d of 4$/).textContent;
    const next = getByRole(region, 'button', { name: 'Next image' });

    fireEvent.keyDown(next, { key: 'ArrowRight' });
    await rendered();
    expect(status()).toBe('Image 2 of 4');
    // The second press lands before the frame in which the first reached flickity.
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    await rendered();
    fireEvent.click(next);
    await vi.waitFor(() => expect(status()).toBe('Image 4 of 4'));
    await vi.waitFor(() =>
      expect(region.querySelector('.hb-carousel__cell:not([inert]) img')?.getAttribute('alt')).toBe('Pool'),
    );
    // Settled where the visitor left it, each step reported once.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(status()).toBe('Image 4 of 4');
    expect(changes).toEqual([1, 2, 3]);
  });
});
