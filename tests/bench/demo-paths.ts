import { AREAS } from '../../demo/pages/registry';

/** Every demo page's address: the plain paths and the examples of those with parameters. */
export const demoPaths = (): string[] =>
  AREAS.flatMap((a) => a.pages.flatMap((p) => (p.path.includes(':') ? (p.examples ?? []) : [p.path])));
