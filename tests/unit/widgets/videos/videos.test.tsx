// @vitest-environment happy-dom
import { fireEvent, findByRole, findByText, getByRole, queryByRole } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import widget from '../../../../widgets/videos';
import { fakeServer, mountWidget } from '../forms-test-kit';

afterEach(() => vi.unstubAllGlobals());

const video = (id: number, title: string, url: string) => ({
  id,
  title,
  url,
  thumbnail: `/demo-assets/video-${id}.svg`,
  flag: 'homeowner-care',
});

describe('hb-videos', () => {
  it('asks for the homeowner care videos and plays the chosen one in a dialog; the player exists only while it is open', async () => {
    const calls = fakeServer({
      '/api/video': {
        status: 'success',
        results: [
          video(1, 'Resetting a GFCI outlet', 'https://www.youtube.com/watch?v=hbCareGfci1'),
          video(2, 'Changing your air conditioner filter', 'https://vimeo.com/76979871'),
        ],
      },
    });
    const el = mountWidget(widget);
    const play = await findByRole(el, 'button', { name: 'Play Changing your air conditioner filter' });
    expect(calls[0].url.searchParams.get('flag')).toBe('homeowner-care');
    expect(el.querySelector('iframe')).toBeNull();
    fireEvent.click(play);
    const dialog = await vi.waitFor(() => getByRole(el, 'dialog', { name: 'Changing your air conditioner filter' }));
    const frame = dialog.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://player.vimeo.com/video/76979871?dnt=1');
    expect(frame.getAttribute('title')).toBe('Changing your air conditioner filter');
    fireEvent.click(getByRole(dialog, 'button', { name: 'Close' }));
    await vi.waitFor(() => expect(queryByRole(el, 'dialog')).toBeNull());
    expect(el.querySelector('iframe')).toBeNull();
  });

  it('says the video cannot be played, and loads nothing, for a host outside the allow-list', async () => {
    fakeServer({
      '/api/video': {
        status: 'success',
        results: [video(3, 'A strange video', 'https://evil.example/embed/abc123xyz')],
      },
    });
    const el = mountWidget(widget);
    fireEvent.click(await findByRole(el, 'button', { name: 'Play A strange video' }));
    const dialog = await vi.waitFor(() => getByRole(el, 'dialog', { name: 'A strange video' }));
    expect(getByRole(dialog, 'alert').textContent).toBe('This video cannot be played here just now.');
    expect(dialog.querySelector('iframe')).toBeNull();
  });

  it('says “No videos found” when the read fails', async () => {
    fakeServer({});
    const el = mountWidget(widget);
    expect(await findByText(el, 'No videos found')).toBeTruthy();
  });
});
