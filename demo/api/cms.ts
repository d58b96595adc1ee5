import { Hono } from 'hono';
import { READS, type ReadName } from '../../core/api/contract';
import type { Seed } from '../data';
import { type ItemOf, sendFailure, sendRead } from './respond';

type CmsRead =
  | 'awards'
  | 'charities'
  | 'homeownerStories'
  | 'modelCenters'
  | 'team'
  | 'salesSpecialists'
  | 'contractors';

/** The CMS content of each /api/cms/{key} read of the contract. */
const CONTENT: { [N in CmsRead]: (seed: Seed) => ItemOf<N>[] } = {
  awards: (s) => s.awards,
  charities: (s) => s.charities,
  homeownerStories: (s) => s.homeownerStories,
  modelCenters: (s) => s.modelCenters,
  team: (s) => s.team,
  salesSpecialists: (s) => s.salesSpecialists,
  contractors: (s) => s.contractors,
};

/** The key of a read's path: 'api/cms/model_centers' → 'model_centers'. */
const cmsKey = (name: ReadName) => READS[name].path.replace(/^api\/cms\//, '');
const BY_KEY = new Map((Object.keys(CONTENT) as CmsRead[]).map((name) => [cmsKey(name), name]));

/** /api/cms/{key}: the builder's content blocks, answered under `contents`; unknown keys fail. */
export function cmsRoutes(seed: Seed): Hono {
  const app = new Hono();
  app.get('/api/cms/:key', (c) => {
    const key = c.req.param('key');
    const name = BY_KEY.get(key);
    if (!name) return sendFailure(c, `No content found for "${key}"`, 404);
    // A union of reads: sendRead checks the answer against the named read struct at run time.
    return sendRead(c, name, CONTENT[name](seed) as never);
  });
  return app;
}
