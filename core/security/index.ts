export { safeNavigationUrl } from './safe-navigation-url';
export { safeUrl } from './safe-url';
export { srcSet } from './src-set';
export { telHref } from './tel-href';
export { videoEmbedUrl, youtubeEmbedUrl } from './video-embed-url';
