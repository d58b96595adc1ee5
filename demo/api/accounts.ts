import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getConnInfo } from '@hono/node-server/conninfo';
import { ACCOUNT_STATES } from '../../core/forms/engine/options/us-states';
import { checkNewPasswords } from '../../core/rules/new-passwords';
import type { DemoState } from '../state';
import { type Account, type AccountBook, accountBook, emailKey, findByEmail, PROFILE_FIELDS, type ProfileFields, publicProfile } from './account-book';
import { hashPassword, type PasswordHash, verifyPassword } from './password-hash';
import { sendRead } from './respond';
import { CROSS_SITE_MESSAGE, isSameOrigin } from './same-origin';
import { currentAccount, endSession, startSession } from './session';

/** Messages the account widgets show as they are (spec.md section 8: the server's message). */
export const ACCOUNT_MESSAGES = {
  signedIn: 'You are signed in.',
  badLogin: 'The email or password is not correct.',
  created: 'Your account has been created.',
  emailTaken: 'An account already exists for this email. Sign in, or reset your password.',
  missingFields: 'Please enter your first name, last name and email address.',
  badEmail: 'Please enter a valid email address.',
  weakPassword: `Please choose a password of at least 8 characters.`,
  passwordsDiffer: 'Passwords do not match.',
  resetSent: 'If an account exists for this email, we have sent a link to reset the password.',
  signInFirst: 'Please sign in to continue.',
  profileSaved: 'Your profile has been updated.',
  badState: 'Please choose a state from the list.',
  wrongCurrentPassword: 'The current password is not correct.',
  passwordChanged: 'Your password has been changed.',
  signedOut: 'You are signed out.',
} as const;

export const MIN_PASSWORD_LENGTH = 8;
const MAX_FIELD_LENGTH = 200;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const STATE_VALUES = new Set(ACCOUNT_STATES.map((s) => s.value));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Fields = Record<string, string>;
const answer = (c: Context, status: 'success' | 'failure', message: string, code: 200 | 400 | 401 | 403 = status === 'success' ? 200 : 400) => c.json({ status, message }, code);

/** Form-encoded fields as trimmed text (passwords untrimmed), each capped in length. */
async function formFields(c: Context): Promise<Fields> {
  const body = await c.req.parseBody().catch(() => ({}));
  const fields: Fields = {};
  for (const [k, v] of Object.entries(body)) if (typeof v === 'string') fields[k] = (k.includes('password') ? v : v.trim()).slice(0, MAX_FIELD_LENGTH);
  return fields;
}

/** The client asked for data (our widgets say so), not for the page of the same address. */
export const wantsJson = (c: Context) => c.req.header('x-requested-with') === 'hb-widgets' || (c.req.header('accept') ?? '').includes('application/json');

function profileFrom(fields: Fields, base?: ProfileFields): ProfileFields {
  const profile = {} as ProfileFields;
  for (const name of PROFILE_FIELDS) profile[name] = fields[name] ?? base?.[name] ?? '';
  return profile;
}

const clientAddress = (c: Context) => {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
};

/**
 * /my-favorites account posts of spec.md section 7: form-encoded, answering {status, message};
 * GET /my-favorites/my-profile answers {status, user} to the widgets (the page of the same
 * address is the CMS's). Passwords are hashed with scrypt, never logged, stored or returned.
 */
export function accountRoutes(state: DemoState): Hono {
  const app = new Hono();
  const book = (): AccountBook => accountBook(state);

  // Writes only from the site's own pages, and never a body larger than a form needs.
  app.post('/my-favorites/*', bodyLimit({ maxSize: 16 * 1024, onError: (c) => answer(c, 'failure', 'That form is too large.') }), async (c, next) => {
    if (!isSameOrigin(c)) return answer(c, 'failure', CROSS_SITE_MESSAGE, 403);
    await next();
  });

  app.post('/my-favorites/login', async (c) => {
    const { email = '', password = '' } = await formFields(c);
    const keys = [`email:${emailKey(email)}`, `ip:${clientAddress(c)}`];
    const delay = book().throttle.delayFor(keys);
    if (delay) await sleep(delay);
    const account = findByEmail(book(), email);
    // A missing account costs one scrypt too, so the answer's timing does not tell it apart.
    const ok = (await verifyPassword(password, account?.password ?? (await dummyHash()))) && account !== undefined;
    if (!account || !ok) {
      book().throttle.fail(keys);
      return answer(c, 'failure', ACCOUNT_MESSAGES.badLogin, 401);
    }
    book().throttle.succeed(keys[0]);
    startSession(c, book(), account);
    return answer(c, 'success', ACCOUNT_MESSAGES.signedIn);
  });

  app.post('/my-favorites/create-account', async (c) => {
    const fields = await formFields(c);
    const { email = '', password = '' } = fields;
    const profile = profileFrom(fields);
    if (!profile.first_name || !profile.last_name || !email) return answer(c, 'failure', ACCOUNT_MESSAGES.missingFields);
    if (!EMAIL.test(email)) return answer(c, 'failure', ACCOUNT_MESSAGES.badEmail);
    if (password.length < MIN_PASSWORD_LENGTH) return answer(c, 'failure', ACCOUNT_MESSAGES.weakPassword);
    if (fields.confirm_password !== undefined && fields.confirm_password !== password) return answer(c, 'failure', ACCOUNT_MESSAGES.passwordsDiffer);
    if (profile.state && !STATE_VALUES.has(profile.state)) return answer(c, 'failure', ACCOUNT_MESSAGES.badState);
    if (findByEmail(book(), email)) return answer(c, 'failure', ACCOUNT_MESSAGES.emailTaken);
    const account: Account = { id: book().nextId++, email, profile, password: await hashPassword(password), favorites: [], views: [] };
    // A second request for the same email may have finished while this one was hashing.
    if (findByEmail(book(), email)) return answer(c, 'failure', ACCOUNT_MESSAGES.emailTaken);
    book().accounts.set(account.id, account);
    book().idByEmail.set(emailKey(email), account.id);
    startSession(c, book(), account);
    return answer(c, 'success', ACCOUNT_MESSAGES.created);
  });

  // The same answer whether or not the email has an account: the form cannot be used to find out.
  app.post('/my-favorites/forgot-password/', async (c) => {
    const { email = '' } = await formFields(c);
    if (!EMAIL.test(email)) return answer(c, 'failure', ACCOUNT_MESSAGES.badEmail);
    return answer(c, 'success', ACCOUNT_MESSAGES.resetSent);
  });

  app.get('/my-favorites/my-profile', (c, next) => {
    if (!wantsJson(c)) return next();
    const account = currentAccount(c, book());
    if (!account) return c.json({ status: 'failure', message: ACCOUNT_MESSAGES.signInFirst, user: null }, 401);
    return sendRead(c, 'profile', publicProfile(account));
  });

  app.post('/my-favorites/my-profile', async (c) => {
    const account = currentAccount(c, book());
    if (!account) return answer(c, 'failure', ACCOUNT_MESSAGES.signInFirst, 401);
    const profile = profileFrom(await formFields(c), account.profile);
    if (!profile.first_name || !profile.last_name) return answer(c, 'failure', ACCOUNT_MESSAGES.missingFields);
    if (profile.state && !STATE_VALUES.has(profile.state)) return answer(c, 'failure', ACCOUNT_MESSAGES.badState);
    account.profile = profile;
    return answer(c, 'success', ACCOUNT_MESSAGES.profileSaved);
  });

  app.post('/my-favorites/change-password', async (c) => {
    const account = currentAccount(c, book());
    if (!account) return answer(c, 'failure', ACCOUNT_MESSAGES.signInFirst, 401);
    const { current_password = '', new_password = '', confirm_password = '' } = await formFields(c);
    // Both left empty passes the browser's rule (spec.md section 5); there is still nothing to set.
    if (!new_password && !confirm_password) return answer(c, 'failure', ACCOUNT_MESSAGES.weakPassword);
    const mismatch = checkNewPasswords(new_password, confirm_password);
    if (mismatch) return c.json(mismatch, 400);
    if (!(await verifyPassword(current_password, account.password))) return answer(c, 'failure', ACCOUNT_MESSAGES.wrongCurrentPassword);
    if (new_password.length < MIN_PASSWORD_LENGTH) return answer(c, 'failure', ACCOUNT_MESSAGES.weakPassword);
    account.password = await hashPassword(new_password);
    // Other devices signed in with the old password are signed out.
    for (const [token, id] of book().sessions) if (id === account.id) book().sessions.delete(token);
    startSession(c, book(), account);
    return answer(c, 'success', ACCOUNT_MESSAGES.passwordChanged);
  });

  app.post('/my-favorites/logout', (c) => {
    endSession(c, book());
    return answer(c, 'success', ACCOUNT_MESSAGES.signedOut);
  });

  return app;
}

let dummy: Promise<PasswordHash> | undefined;
/** Checked against when the email has no account. */
const dummyHash = () => (dummy ??= hashPassword('not-a-real-password'));
