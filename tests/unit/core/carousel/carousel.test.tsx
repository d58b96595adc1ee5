// @vitest-environment happy-dom
import { fireEvent, getByRole, getByText } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { Carousel } from '../../../../core/carousel';
import { defineWidget } from '../../../../core/mount';
import { element } from '../mount/read/read-kit';

// The wrapper without its engine: what it does itself (buttons, keys, status, hidden cells) holds whether flickity loads or not.
vi.mock('../../../../core/carousel/flickity-engine', () => ({
  startFlickity: () => {
    throw new Error('no flickity under happy-dom');
  },
}));

const changes: number[] = [];
const photos = defineWidget('photos', {}, () => (
  <Carousel
    label="Photos of 2981 Preserve Loop"
    thumbnails
    onChange={(i) => changes.push(i)}
    cells={['Front', 'Kitchen', 'Lanai'].map((room) => ({
      key: room,
      thumbnail: `/${room}.jpg`,
      content: <img src={`/${room}-large.jpg`} alt={room} />,
    }))}
  />
));

async function mountCarousel() {
  changes.length = 0;
  const el = element('<hb-photos></hb-photos>');
  photos.mount(el);
  const region = await vi.waitFor(() => getByRole(el, 'region', { name: 'Photos of 2981 Preserve Loop' }));
  const cells = () => [...region.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
  return { region, cells, status: () => getByText(region, /^Image \d of 3$/) };
}

describe('Carousel, the accessible wrapper', () => {
  it('names the carousel, says "Image 1 of 3" politely, and leaves only the current cell in the accessibility tree', async () => {
    const { region, cells, status } = await mountCarousel();
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(status().textContent).toBe('Image 1 of 3');
    expect(status().getAttribute('aria-live')).toBe('polite');
    await vi.waitFor(() =>
      expect(cells().map((c) => [c.inert, c.getAttribute('aria-hidden')])).toEqual([
        [false, null],
        [true, 'true'],
        [true, 'true'],
      ]),
    );
  });

  it('moves with named previous and next buttons, unavailable at the ends of a carousel that does not wrap', async () => {
    const { region, cells, status } = await mountCarousel();
    const previous = getByRole(region, 'button', { name: 'Previous image' });
    const next = getByRole(region, 'button', { name: 'Next image' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(next);
    await vi.waitFor(() => expect(status().textContent).toBe('Image 2 of 3'));
    // The cells follow in an effect, after the status has painted.
    await vi.waitFor(() => expect(cells().map((c) => c.inert)).toEqual([true, false, true]));
    expect(previous.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(next);
    await vi.waitFor(() => expect(status().textContent).toBe('Image 3 of 3'));
    expect(next.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(next);
    expect(status().textContent).toBe('Image 3 of 3');
    await vi.waitFor(() => expect(changes).toEqual([1, 2]));
  });

  it('follows the arrow keys, Home and End', async () => {
    const { region, status } = await mountCarousel();
    const next = getByRole(region, 'button', { name: 'Next image' });
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    await vi.waitFor(() => expect(status().textContent).toBe('Image 2 of 3'));
    fireEvent.keyDown(next, { key: 'End' });
    await vi.waitFor(() => expect(status().textContent).toBe('Image 3 of 3'));
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    await vi.waitFor(() => expect(status().textContent).toBe('Image 2 of 3'));
    fireEvent.keyDown(next, { key: 'Home' });
    await vi.waitFor(() => expect(status().textContent).toBe('Image 1 of 3'));
  });

  it('keeps the thumbnail strip out of the accessibility tree and the tab order; a click on a thumbnail moves the carousel', async () => {
    const { region, status } = await mountCarousel();
    const strip = region.querySelector('.hb-carousel__thumbs')!;
    expect(strip.getAttribute('aria-hidden')).toBe('true');
    expect(strip.querySelectorAll('a, button, [tabindex]')).toHaveLength(0);
    fireEvent.click(strip.querySelectorAll('.hb-carousel__thumb')[2]);
    await vi.waitFor(() => expect(status().textContent).toBe('Image 3 of 3'));
  });
});
