/**
 * Guesses at passwords are limited (OWASP ASVS 2.2.1, level 2) for sign-in, change-password and
 * create-account alike. Every attempt is counted as a failure when it starts, before any
 * password is checked, so parallel requests see it at once; a success takes its own count back.
 * After ACCOUNT_FREE_FAILURES failures on one account (CLIENT_FREE_FAILURES from one address),
 * it is locked: every attempt is refused unchecked until the lock ends, FIRST_LOCK_MS doubling
 * with each further attempt up to MAX_LOCK_MS. A lock is a time, not a wait inside a request,
 * so no number of parallel requests shortens it. Few attempts may run at once per account and
 * per address. Counts are forgotten FORGET_AFTER_MS after the last attempt.
 */
export const ACCOUNT_FREE_FAILURES = 5;
export const CLIENT_FREE_FAILURES = 20;
export const FIRST_LOCK_MS = 30_000;
export const MAX_LOCK_MS = 15 * 60_000;
export const FORGET_AFTER_MS = 60 * 60_000;
export const IN_FLIGHT_PER_ACCOUNT = 2;
export const IN_FLIGHT_PER_CLIENT = 4;
/** How long a request refused for being one too many at once is told to wait. */
export const BUSY_RETRY_MS = 1_000;
/** Tallies kept before forgotten ones are swept (an address per request cannot fill memory). */
const TALLIES_KEPT = 10_000;

interface Tally {
  /** Failures by what they were about (an account), so a success takes back only its own. */
  failures: Map<string, number>;
  lockedUntil: number;
  inFlight: number;
  last: number;
}

export type Attempt = { ok: true; settle(succeeded: boolean): void } | { ok: false; retryAfterMs: number };

const total = (t: Tally) => [...t.failures.values()].reduce((a, b) => a + b, 0);
const lockFor = (failures: number, free: number) =>
  failures < free ? 0 : Math.min(MAX_LOCK_MS, FIRST_LOCK_MS * 2 ** (failures - free));

export class AccountThrottle {
  private readonly tallies = new Map<string, Tally>();

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * Starts an attempt on `account` (an email, lower-cased) from `client` (an address). Without
   * an account (create-account), only the address is counted, under `subject`.
   */
  begin({ account, client, subject = account ?? '' }: { account?: string; client: string; subject?: string }): Attempt {
    const now = this.now();
    const guards = [
      ...(account
        ? [{ tally: this.tally(`account:${account}`, now), free: ACCOUNT_FREE_FAILURES, cap: IN_FLIGHT_PER_ACCOUNT }]
        : []),
      { tally: this.tally(`client:${client}`, now), free: CLIENT_FREE_FAILURES, cap: IN_FLIGHT_PER_CLIENT },
    ];
    const locked = Math.max(0, ...guards.map((g) => g.tally.lockedUntil - now));
    if (locked > 0) return { ok: false, retryAfterMs: locked };
    if (guards.some((g) => g.tally.inFlight >= g.cap)) return { ok: false, retryAfterMs: BUSY_RETRY_MS };
    for (const { tally, free } of guards) {
      tally.inFlight++;
      tally.last = now;
      tally.failures.set(subject, (tally.failures.get(subject) ?? 0) + 1);
      const lock = lockFor(total(tally), free);
      if (lock) tally.lockedUntil = Math.max(tally.lockedUntil, now + lock);
    }
    let settled = false;
    return {
      ok: true,
      settle: (succeeded) => {
        if (settled) return;
        settled = true;
        for (const { tally, free } of guards) {
          tally.inFlight--;
          if (!succeeded) continue;
          tally.failures.delete(subject);
          if (total(tally) < free) tally.lockedUntil = 0;
        }
      },
    };
  }

  private tally(key: string, now: number): Tally {
    let tally = this.tallies.get(key);
    if (tally && tally.inFlight === 0 && now >= tally.lockedUntil && now - tally.last > FORGET_AFTER_MS)
      tally = undefined;
    if (!tally) {
      if (this.tallies.size >= TALLIES_KEPT) this.sweep(now);
      tally = { failures: new Map(), lockedUntil: 0, inFlight: 0, last: now };
      this.tallies.set(key, tally);
    }
    return tally;
  }

  private sweep(now: number): void {
    for (const [key, t] of this.tallies)
      if (t.inFlight === 0 && now >= t.lockedUntil && now - t.last > FORGET_AFTER_MS) this.tallies.delete(key);
    // Still full: the oldest that are neither locked nor busy go.
    for (const [key, t] of this.tallies) {
      if (this.tallies.size < TALLIES_KEPT) break;
      if (t.inFlight === 0 && now >= t.lockedUntil) this.tallies.delete(key);
    }
  }
}

/** 'Too many attempts. Please wait 30 seconds and try again.' */
export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const seconds = Math.ceil(retryAfterMs / 1000);
  const wait =
    seconds < 60
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;
  return `Too many attempts. Please wait ${wait} and try again.`;
}
