export { CtaBar } from './cta-bar';
export { DetailLayout } from './detail-layout';
