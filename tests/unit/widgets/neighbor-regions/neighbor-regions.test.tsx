// @vitest-environment happy-dom
import { findByRole, fireEvent, getByRole, queryByRole, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { READS } from '../../../../core/api/contract';
import { createSeed } from '../../../../demo/data';
import widget from '../../../../widgets/neighbor-regions';
import { cleanPage, fakeServer, mountWidget } from '../forms-test-kit';

afterEach(cleanPage);

const seed = createSeed();
const neighborVideos = seed.videos.filter((v) => v.flag === 'neighbor');
const regions = { '/api/region': { status: 'success', results: seed.regions } };

describe('hb-neighbor-regions', () => {
  it('lists each region with its communities link, and plays its video (a Vimeo one with dnt) in a dialog that leaves no player behind', async () => {
    const calls = fakeServer({ ...regions, '/api/video': { status: 'success', results: neighborVideos } });
    const el = mountWidget(widget);
    const play = await findByRole(el, 'button', { name: /Neighbors in Lake Wales/ });
    expect(calls.find((c) => c.url.pathname === '/api/video')?.url.searchParams.get('flag')).toBe('neighbor');
    for (const region of seed.regions) {
      expect(getByRole(el, 'heading', { level: 3, name: region.name })).toBeTruthy();
      expect(getByRole(el, 'link', { name: `Communities in ${region.name}` }).getAttribute('href')).toBe(
        `/our-communities/region/${region.seo_name}`,
      );
    }
    expect(el.querySelector('iframe')).toBeNull();
    fireEvent.click(play);
    const dialog = await findByRole(el, 'dialog', { name: 'Neighbors in Lake Wales' });
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toBe('https://player.vimeo.com/video/76979871?dnt=1');
    fireEvent.click(getByRole(dialog, 'button', { name: 'Close' }));
    await waitFor(() => expect(el.querySelector('iframe')).toBeNull());
  });

  it('shows a region without a video with its link and no play button', async () => {
    fakeServer({ ...regions, '/api/video': { status: 'success', results: [] } });
    const el = mountWidget(widget);
    await findByRole(el, 'link', { name: 'Communities in Bartow' });
    expect(queryByRole(el, 'button', { name: /^Watch/ })).toBeNull();
  });

  it.each([
    ['the regions fail', {}, READS.regions.emptyMessage],
    ['the videos fail', regions, READS.videos.emptyMessage],
    [
      'the videos answer a shape the contract does not know',
      { ...regions, '/api/video': { status: 'success', results: [{ id: 1, title: 7 }] } },
      READS.videos.emptyMessage,
    ],
  ])('says spec.md’s failure result when %s', async (_, content, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the developer note on a malformed answer
    fakeServer(content);
    const el = mountWidget(widget);
    expect((await findByRole(el, 'alert')).textContent).toContain(message);
  });
});
