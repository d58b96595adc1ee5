import { readConfig } from '../config';

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

let script: Promise<Grecaptcha> | undefined;

function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  return (script ??= new Promise<Grecaptcha>((resolve, reject) => {
    const tag = document.createElement('script');
    tag.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    tag.async = true;
    tag.onload = () => (window.grecaptcha ? window.grecaptcha.ready(() => resolve(window.grecaptcha!)) : reject(new Error('no grecaptcha')));
    tag.onerror = () => {
      script = undefined;
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.append(tag);
  }));
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
