export { attr } from './attributes';
export { pushDataLayer } from './data-layer';
