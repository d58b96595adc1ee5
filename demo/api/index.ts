import { Hono } from 'hono';
import { createSeed, type Seed } from '../data';
import type { DemoState } from '../state';
import { accountRoutes } from './accounts';
import { cmsRoutes } from './cms';
import { documentRoutes } from './documents';
import { eventPageRoutes } from './event-page';
import { favoriteRoutes } from './favorites';
import { formRoutes } from './forms';
import { formTemplateRoutes } from './form-templates';
import { pricingSheetRoutes } from './pricing-sheet';
import { printCommunitiesRoutes } from './print-communities';
import { readRoutes } from './reads';
import { uploadRoutes } from './uploads';

/**
 * The CMS's API of spec.md section 7, over seeded data. The contract (paths, envelopes,
 * structs) is core/api/contract.ts and core/api/schemas/; every answer here passes it.
 */
export function apiRoutes(state: DemoState, seed: Seed = createSeed()): Hono {
  const app = new Hono();
  app.route('/', readRoutes(seed));
  app.route('/', cmsRoutes(seed));
  app.route('/', uploadRoutes(state, seed));
  app.route('/', eventPageRoutes(seed));
  app.route('/', documentRoutes());
  app.route('/', accountRoutes(state));
  app.route('/', favoriteRoutes(state, seed));
  app.route('/', formRoutes(state, seed));
  app.route('/', formTemplateRoutes());
  app.route('/', pricingSheetRoutes());
  app.route('/', printCommunitiesRoutes());
  return app;
}
