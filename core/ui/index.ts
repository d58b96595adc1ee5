export { Loader } from './loader';
export { Modal } from './modal';
export { NothingFound } from './nothing-found';
export { ReadView } from './read-view';
export { ShowMoreList } from './show-more-list';
