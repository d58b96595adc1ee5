import { type Faults, NO_FAULTS } from './faults';

/** A form or account post as the server received it, readable at /demo/submissions. */
export interface Submission {
  id: number;
  path: string;
  receivedAt: string;
  contentType: string;
  idempotencyKey?: string;
  body: Record<string, unknown>;
  status: 'success' | 'failure';
}

/**
 * Everything the demo server remembers, one object an app: tests make their own, so they never
 * see each other's leads, accounts or faults. Areas add their own slices (accounts, favorites).
 */
export interface DemoState {
  faults: Faults;
  submissions: Submission[];
  /** Extra state areas keep under their own key (e.g. 'accounts'), made on first use. */
  slices: Map<string, unknown>;
}

export function createDemoState(): DemoState {
  return { faults: { ...NO_FAULTS }, submissions: [], slices: new Map() };
}

/** An area's own piece of the state, made once per app. */
export function slice<T>(state: DemoState, key: string, make: () => T): T {
  if (!state.slices.has(key)) state.slices.set(key, make());
  return state.slices.get(key) as T;
}
