export { VideoModal } from './video-modal';
