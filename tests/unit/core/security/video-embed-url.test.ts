import { describe, expect, it } from 'vitest';
import { videoEmbedUrl, youtubeEmbedUrl } from '../../../../core/security';

describe('videoEmbedUrl', () => {
  it.each([
    ['https://www.youtube-nocookie.com/embed/hbCareGfci1', 'https://www.youtube-nocookie.com/embed/hbCareGfci1?rel=0'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://player.vimeo.com/video/76979871?autoplay=1', 'https://player.vimeo.com/video/76979871?dnt=1'],
  ])('plays %s from the privacy-friendly player %s', (url, embed) => expect(videoEmbedUrl(url)).toBe(embed));

  it.each([
    'javascript:alert(1)',
    'https://evil.example/embed/dQw4w9WgXcQ',
    'https://youtube.com.evil.example/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/"><script>',
    'https://www.youtube.com/channel/UC123456',
    'https://vimeo.com/channels/staffpicks',
    '/videos/gfci.mp4',
    '',
    42,
  ])('refuses %j (not an allowed video host or not a video)', (url) => expect(videoEmbedUrl(url)).toBeUndefined());

  it('turns a plan’s YouTube code into the same player, and refuses a code that is not one', () => {
    expect(youtubeEmbedUrl('hb8Aspen01a')).toBe('https://www.youtube-nocookie.com/embed/hb8Aspen01a?rel=0');
    expect(youtubeEmbedUrl('../../x')).toBeUndefined();
  });
});
