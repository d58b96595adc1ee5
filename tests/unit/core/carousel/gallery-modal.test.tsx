// @vitest-environment happy-dom
import { fireEvent, getByRole, getByText, queryByRole } from '@testing-library/dom';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { GalleryModal } from '../../../../core/carousel';
import { defineWidget } from '../../../../core/mount';
import { element } from '../mount/read/read-kit';

vi.mock('../../../../core/carousel/flickity-engine', () => ({
  startFlickity: () => {
    throw new Error('no flickity under happy-dom');
  },
}));

const pictures = [
  { small: '/front-s.jpg', large: '/front.jpg', alt: 'Front elevation' },
  { small: 'javascript:alert(1)', large: 'javascript:alert(1)', alt: 'Not a picture' },
  { small: '/kitchen-s.jpg', large: '/kitchen.jpg', alt: 'Kitchen' },
  { small: '/lanai-s.jpg', large: null, alt: 'Lanai' },
];

const gallery = defineWidget('gallery-under-test', {}, () => {
  const [startAt, setStartAt] = useState<number | null>(null);
  return (
    <>
      {pictures.map((p, i) => (
        <button key={p.alt} type="button" onClick={() => setStartAt(i)}>
          View {p.alt}
        </button>
      ))}
      <GalleryModal
        open={startAt !== null}
        onClose={() => setStartAt(null)}
        title="Lakeside Preserve gallery"
        images={pictures}
        startAt={startAt ?? 0}
      />
    </>
  );
});

describe('GalleryModal, the one gallery dialog', () => {
  it('opens at the picture chosen, leaves out pictures whose address fails the check, and loads nothing before it opens', async () => {
    const el = element('<hb-gallery-under-test></hb-gallery-under-test>');
    gallery.mount(el);
    const kitchen = await vi.waitFor(() => getByRole(el, 'button', { name: 'View Kitchen' }));
    expect(el.querySelector('img')).toBeNull();
    fireEvent.click(kitchen);
    const dialog = await vi.waitFor(() => getByRole(el, 'dialog', { name: 'Lakeside Preserve gallery' }));
    // The unsafe picture is gone, so the kitchen is the 2nd of 3.
    expect(getByText(dialog, 'Image 2 of 3')).toBeTruthy();
    expect(getByRole(dialog, 'img', { name: 'Kitchen' }).getAttribute('src')).toBe('/kitchen.jpg');
    expect(queryByRole(dialog, 'img', { name: 'Not a picture', hidden: true })).toBeNull();
    expect(dialog.querySelector('img[alt="Lanai"]')?.getAttribute('src')).toBe('/lanai-s.jpg');
  });
});
