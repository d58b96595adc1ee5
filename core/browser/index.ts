export { navigateTo } from './navigate';
export { prefersReducedMotion } from './reduced-motion';
export { downscaleImage } from './downscale-image';
