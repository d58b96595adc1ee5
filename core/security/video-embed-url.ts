import { safeUrl } from './safe-url';

const YOUTUBE_ID = /^[\w-]{6,20}$/;
const VIMEO_ID = /^\d{4,12}$/;

const youtube = (id: string | undefined) =>
  id && YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}?rel=0` : undefined;
const vimeo = (id: string | undefined) =>
  id && VIMEO_ID.test(id) ? `https://player.vimeo.com/video/${id}?dnt=1` : undefined;

/**
 * The privacy-friendly player address of a video URL from the API, or undefined for any host
 * outside the allow-list (YouTube, Vimeo): YouTube plays from youtube-nocookie.com (no cookies
 * until play), Vimeo with dnt=1 (no tracking). Watch pages and short links become embeds.
 */
export function videoEmbedUrl(value: unknown): string | undefined {
  const safe = safeUrl(value);
  if (!safe) return undefined;
  let url: URL;
  try {
    url = new URL(safe);
  } catch {
    return undefined; // relative: not a video host
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.replace(/^www\./, '');
  const [first, second] = url.pathname.split('/').filter(Boolean);
  if (host === 'youtube-nocookie.com' || host === 'youtube.com' || host === 'm.youtube.com') {
    if (first === 'embed') return youtube(second);
    if (first === 'watch') return youtube(url.searchParams.get('v') ?? undefined);
    return undefined;
  }
  if (host === 'youtu.be') return youtube(first);
  if (host === 'vimeo.com') return vimeo(first);
  if (host === 'player.vimeo.com' && first === 'video') return vimeo(second);
  return undefined;
}

/** A YouTube video code (a plan's video_code) as its privacy-friendly player address. */
export const youtubeEmbedUrl = (code: string): string | undefined => youtube(code);
