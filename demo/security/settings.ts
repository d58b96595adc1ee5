import { randomBytes } from 'node:crypto';

/**
 * How the demo protects itself, from the environment of `npm start` (docs/demo.md, "Security of
 * the demo"). Tests build their own with `demoSettings({...})`.
 */
export interface DemoSettings {
  /** Host names the demo answers to besides localhost, 127.0.0.1 and [::1] (ALLOWED_HOSTS). */
  allowedHosts: readonly string[];
  /** The /demo/* controls: switched off, or on behind this token (DEMO_CONTROLS, DEMO_TOKEN). */
  controls: 'off' | { token: string };
  /** Believe X-Forwarded-Proto and X-Forwarded-Host from a proxy in front (TRUST_PROXY). */
  trustProxy: boolean;
}

/** 144 random bits: a fresh token every start unless DEMO_TOKEN sets one. */
export const randomToken = () => randomBytes(18).toString('base64url');

/** Safe defaults: loopback names only, controls behind a random token, no proxy believed. */
export function demoSettings(overrides: Partial<DemoSettings> = {}): DemoSettings {
  return { allowedHosts: [], controls: { token: randomToken() }, trustProxy: false, ...overrides };
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
const yes = (value: string | undefined) => /^(1|true|yes|on)$/i.test(value?.trim() ?? '');

/** A token short enough to guess is refused at start rather than trusted. */
export const MIN_TOKEN_LENGTH = 16;

export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): DemoSettings {
  const token = env.DEMO_TOKEN?.trim();
  if (token !== undefined && token !== '' && token.length < MIN_TOKEN_LENGTH)
    throw new Error(
      `[demo] DEMO_TOKEN is ${token.length} characters long: use at least ${MIN_TOKEN_LENGTH} (or leave it unset for a random one).`,
    );
  return demoSettings({
    allowedHosts: list(env.ALLOWED_HOSTS),
    controls: /^(off|0|false|no)$/i.test(env.DEMO_CONTROLS?.trim() ?? '') ? 'off' : { token: token || randomToken() },
    trustProxy: yes(env.TRUST_PROXY),
  });
}
