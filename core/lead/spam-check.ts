import { loadScript } from '../browser/load-script';
import { readConfig } from '../platform/config';

interface Grecaptcha {
  ready(cb: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** How long a submit waits for reCAPTCHA before sending an empty token instead of stalling. */
export const SPAM_CHECK_TIMEOUT_MS = 5_000;

async function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  await loadScript(`https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`);
  const grecaptcha = window.grecaptcha;
  if (!grecaptcha) throw new Error('reCAPTCHA loaded without grecaptcha');
  return new Promise((resolve) => grecaptcha.ready(() => resolve(grecaptcha)));
}

/** reCAPTCHA actions allow only letters, digits, / and _ (reserve-a-lot → reserve_a_lot). */
export const recaptchaAction = (formType: string) => formType.replace(/[^A-Za-z0-9/_]/g, '_');

/**
 * The spam-check token for a submit, fetched at submit time (tokens live two minutes and verify
 * once). Without a site key, or when reCAPTCHA cannot load, the form goes with an empty token:
 * the server decides, and the lead is not lost.
 */
export async function spamCheckToken(formType: string): Promise<string> {
  const siteKey = readConfig().recaptchaSiteKey;
  if (!siteKey) return '';
  const timeout = new Promise<string>((resolve) => setTimeout(() => resolve(''), SPAM_CHECK_TIMEOUT_MS));
  const token = loadRecaptcha(siteKey)
    .then((g) => g.execute(siteKey, { action: recaptchaAction(formType) }))
    .catch(() => '');
  return Promise.race([token, timeout]);
}
