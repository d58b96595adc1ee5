export { NothingFound } from './nothing-found';
export { ReadView } from './read-view';
