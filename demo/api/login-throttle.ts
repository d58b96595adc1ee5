/**
 * Repeated failed sign-ins are slowed down: after FREE_ATTEMPTS failures for one email (or from
 * one address), each further answer waits twice as long as the one before, up to MAX_DELAY_MS.
 * A success clears the email's count; counts are forgotten after FORGET_AFTER_MS.
 */
export const FREE_ATTEMPTS = 3;
export const FIRST_DELAY_MS = 500;
export const MAX_DELAY_MS = 8_000;
export const FORGET_AFTER_MS = 15 * 60_000;

interface Failures {
  count: number;
  last: number;
}

export class LoginThrottle {
  private readonly failures = new Map<string, Failures>();

  constructor(private readonly now: () => number = Date.now) {}

  /** How long to wait before answering a sign-in for these keys (email, client address). */
  delayFor(keys: string[]): number {
    const count = Math.max(0, ...keys.map((k) => this.current(k)));
    if (count < FREE_ATTEMPTS) return 0;
    return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (count - FREE_ATTEMPTS));
  }

  fail(keys: string[]): void {
    for (const k of keys) this.failures.set(k, { count: this.current(k) + 1, last: this.now() });
  }

  succeed(key: string): void {
    this.failures.delete(key);
  }

  private current(key: string): number {
    const f = this.failures.get(key);
    if (!f) return 0;
    if (this.now() - f.last > FORGET_AFTER_MS) {
      this.failures.delete(key);
      return 0;
    }
    return f.count;
  }
}
