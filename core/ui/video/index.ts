export { VideoModal } from './video-modal';
export { PlayBadge } from './play-badge';
