export { Loader } from './loader';
export { Modal } from './modal';
export { ShowMoreList } from './show-more-list';
export { EmbeddedWidget } from './embedded-widget';
