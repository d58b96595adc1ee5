import { Hono } from 'hono';
import type { ReadName } from '../../core/api/contract';
import { HERO_TAG, type Seed } from '../data';
import { idOf, matchesId } from './query';
import { type ItemOf, sendNotFound, sendRead } from './respond';

const TESTIMONIAL_FILTERS = [
  'community_id',
  'apartment_community_id',
  'storage_community_id',
  'commercial_community_id',
] as const;
const byDisplayOrder = (a: { displayOrder: number }, b: { displayOrder: number }) => a.displayOrder - b.displayOrder;

/**
 * The data reads of spec.md section 7 over the seed (/api/region ... /api/event), each answering
 * with the envelope key of core/api/contract.ts, or 404 with the read's default message.
 */
export function readRoutes(seed: Seed): Hono {
  const app = new Hono();
  const item = <N extends ReadName>(path: string, name: N, find: (id: number) => ItemOf<N> | undefined) =>
    app.get(path, (c) => {
      const id = idOf(c.req.param('id'));
      const found = id === undefined ? undefined : find(id);
      return found ? sendRead(c, name, found) : sendNotFound(c, name);
    });
  const residencesOf = (communityId: number) =>
    seed.residences.filter((r) => r.community_id === communityId).sort(byDisplayOrder);

  // Static paths first: "list-names" is not an :id.
  app.get('/api/region', (c) => sendRead(c, 'regions', seed.regions));
  app.get('/api/region/list-names', (c) =>
    sendRead(
      c,
      'regionNames',
      seed.regions.map(({ id, name }) => ({ id, name })),
    ),
  );
  item('/api/region/:id', 'region', (id) => seed.regions.find((r) => r.id === id));

  app.get('/api/community', (c) =>
    sendRead(
      c,
      'communities',
      seed.communities.filter((x) => matchesId(c, 'region_id', x.region_id)),
    ),
  );
  app.get('/api/community/list-names', (c) =>
    sendRead(
      c,
      'communityNames',
      seed.communities.map(({ id, name }) => ({ id, name })),
    ),
  );
  // One community comes with the plans it offers (the list leaves them out to stay small).
  item('/api/community/:id', 'community', (id) => {
    const community = seed.communities.find((x) => x.id === id);
    return community && { ...community, residences: residencesOf(id) };
  });
  app.get('/api/community/:id/amenities', (c) => {
    const id = idOf(c.req.param('id'));
    const amenities = id === undefined ? undefined : seed.amenities[id];
    return amenities ? sendRead(c, 'amenities', amenities) : sendNotFound(c, 'amenities');
  });

  // ?community_id= narrows plans to those offered there (the own-land page asks for 25).
  app.get('/api/plan', (c) =>
    sendRead(
      c,
      'plans',
      seed.plans.filter(
        (p) => !c.req.query('community_id') || p.residences.some((r) => matchesId(c, 'community_id', r.community_id)),
      ),
    ),
  );
  item('/api/plan/:id', 'plan', (id) => seed.plans.find((p) => p.id === id));

  app.get('/api/residence', (c) => {
    const communityId = idOf(c.req.query('community_id'));
    return sendRead(
      c,
      'residences',
      communityId === undefined
        ? seed.residences.filter((r) => matchesId(c, 'community_id', r.community_id))
        : residencesOf(communityId),
    );
  });
  item('/api/residence/:id', 'residence', (id) => seed.residences.find((r) => r.id === id));
  item('/api/apartment-residence/:id', 'apartmentResidence', (id) => seed.apartmentResidences.find((r) => r.id === id));

  app.get('/api/home', (c) =>
    sendRead(
      c,
      'homes',
      seed.homes.filter((h) => matchesId(c, 'community_id', h.community_id)),
    ),
  );
  item('/api/home/:id', 'home', (id) => seed.homes.find((h) => h.id === id));

  // Issue 34: the lots of one community's site plan; a community without lots answers 404, as a CMS without the read would.
  app.get('/api/lot', (c) => {
    const id = idOf(c.req.query('community_id'));
    const lots = id === undefined ? undefined : seed.lots[id];
    return lots ? sendRead(c, 'lots', lots) : sendNotFound(c, 'lots');
  });

  app.get('/api/collection', (c) => sendRead(c, 'collections', seed.collections));

  // ?flag=hero gives the homepage hero slides; without a flag, the gallery (hero slides left out).
  app.get('/api/asset', (c) => {
    const flag = c.req.query('flag')?.toLowerCase();
    const flagged = (tags: string[]) => (flag ? tags.some((t) => t.toLowerCase() === flag) : !tags.includes(HERO_TAG));
    return sendRead(
      c,
      'assets',
      seed.assets.filter((a) => flagged(a.tags) && matchesId(c, 'community_id', a.community_id)),
    );
  });
  app.get('/api/video', (c) => {
    const flag = c.req.query('flag');
    return sendRead(
      c,
      'videos',
      seed.videos.filter((v) => !flag || v.flag === flag),
    );
  });

  app.get('/api/career', (c) => sendRead(c, 'careers', seed.careers));
  item('/api/career/:id', 'career', (id) => seed.careers.find((x) => x.id === id));

  app.get('/api/testimonial', (c) =>
    sendRead(
      c,
      'testimonials',
      seed.testimonials.filter((t) => TESTIMONIAL_FILTERS.every((key) => matchesId(c, key, t[key]))),
    ),
  );
  app.get('/api/event', (c) => sendRead(c, 'events', seed.events));
  return app;
}
