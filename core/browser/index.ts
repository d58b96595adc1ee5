export { navigateTo } from './navigate';
export { prefersReducedMotion } from './reduced-motion';
