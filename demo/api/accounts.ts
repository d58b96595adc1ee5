import { type Context, Hono } from 'hono';
import { ACCOUNT_FORM_DECLARATIONS as FORMS } from '../../core/forms/declarations/registry';
import type { FormDefinition } from '../../core/forms/engine/form-definition';
import { MIN_PASSWORD_LENGTH } from '../../core/forms/engine/field-rules';
import { clientAddress } from '../security/public-origin';
import type { DemoState } from '../state';
import {
  type Account,
  type AccountBook,
  accountBook,
  emailKey,
  findByEmail,
  MAX_ACCOUNTS,
  PROFILE_FIELDS,
  type ProfileFields,
  publicProfile,
} from './account-book';
import { type Attempt, tooManyAttemptsMessage } from './account-throttle';
import { COMMON_PASSWORDS } from './common-passwords';
import { checkAccountPost } from './form-check';
import { hashPassword, type PasswordHash, verifyPassword } from './password-hash';
import { sendRead } from './respond';
import { CROSS_SITE_MESSAGE, isSameOrigin } from './same-origin';
import { currentAccount, endSession, endSessionsOf, startSession } from './session';

/** Messages the account widgets show as they are (spec.md section 8: the server's message). */
export const ACCOUNT_MESSAGES = {
  signedIn: 'You are signed in.',
  badLogin: 'The email or password is not correct.',
  created: 'Your account has been created.',
  emailTaken: 'An account already exists for this email. Sign in, or reset your password.',
  weakPassword: `Please choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`,
  resetSent: 'If an account exists for this email, we have sent a link to reset the password.',
  signInFirst: 'Please sign in to continue.',
  profileSaved: 'Your profile has been updated.',
  wrongCurrentPassword: 'The current password is not correct.',
  passwordChanged: 'Your password has been changed.',
  signedOut: 'You are signed out.',
  full: 'The demo holds as many accounts as it can. Reset it (POST /demo/reset) to make room.',
} as const;

type Fields = Record<string, string>;
const answer = (
  c: Context,
  status: 'success' | 'failure',
  message: string,
  code: 200 | 400 | 401 | 403 | 429 | 503 = status === 'success' ? 200 : 400,
) => c.json({ status, message }, code);

/**
 * Form-encoded fields as trimmed text (passwords as typed). Nothing is cut: a value over its
 * field's limit is refused by the declaration's check (a password cut at 200 characters would
 * sign in with anything after them); the body itself is limited before it is read.
 */
async function formFields(c: Context): Promise<Fields> {
  const body = await c.req.parseBody().catch(() => ({}));
  const fields: Fields = {};
  for (const [k, v] of Object.entries(body))
    if (typeof v === 'string') fields[k] = k.includes('password') ? v : v.trim();
  return fields;
}

/** Checked against the declaration the widget rendered, and new passwords against the common list. */
const check = (definition: FormDefinition, fields: Fields) =>
  checkAccountPost(definition, fields, { commonPasswords: COMMON_PASSWORDS });

/** A refused attempt: 429 with Retry-After, no password checked. */
function tooMany(c: Context, attempt: Extract<Attempt, { ok: false }>): Response {
  c.header('Retry-After', String(Math.ceil(attempt.retryAfterMs / 1000)));
  return answer(c, 'failure', tooManyAttemptsMessage(attempt.retryAfterMs), 429);
}

/** The client asked for data (our widgets say so), not for the page of the same address. */
export const wantsJson = (c: Context) =>
  c.req.header('x-requested-with') === 'hb-widgets' || (c.req.header('accept') ?? '').includes('application/json');

function profileFrom(fields: Fields, base?: ProfileFields): ProfileFields {
  const profile = {} as ProfileFields;
  for (const name of PROFILE_FIELDS) profile[name] = fields[name] ?? base?.[name] ?? '';
  return profile;
}

/**
 * /my-favorites account posts of spec.md section 7: form-encoded, checked against the account
 * form declarations the widgets render (a refusal names the fields at fault), answering {status, message};
 * GET /my-favorites/my-profile answers {status, user} to the widgets (the page of the same
 * address is the CMS's). Passwords are hashed with scrypt, never logged, stored or returned.
 */
export function accountRoutes(state: DemoState): Hono {
  const app = new Hono();
  const book = (): AccountBook => accountBook(state);

  // Writes only from the site's own pages (their size is limited before: limitBodies).
  app.post('/my-favorites/*', async (c, next) => {
    if (!isSameOrigin(c)) return answer(c, 'failure', CROSS_SITE_MESSAGE, 403);
    await next();
  });

  app.post('/my-favorites/login', async (c) => {
    const posted = check(FORMS.login, await formFields(c));
    if (!posted.ok) return c.json(posted.answer, 400);
    const { email, password } = posted.values;
    // Counted before the password is checked; refused unchecked while the email or address is locked.
    const attempt = book().throttle.begin({ account: emailKey(email), client: clientAddress(c) });
    if (!attempt.ok) return tooMany(c, attempt);
    const account = findByEmail(book(), email);
    // A missing account costs one scrypt too, so the answer's timing does not tell it apart.
    const ok = (await verifyPassword(password, account?.password ?? (await dummyHash()))) && account !== undefined;
    attempt.settle(ok);
    if (!account || !ok) return answer(c, 'failure', ACCOUNT_MESSAGES.badLogin, 401);
    startSession(c, book(), account);
    return answer(c, 'success', ACCOUNT_MESSAGES.signedIn);
  });

  app.post('/my-favorites/create-account', async (c) => {
    const posted = check(FORMS.createAccount, await formFields(c));
    if (!posted.ok) return c.json(posted.answer, 400);
    const { email, password } = posted.values;
    const profile = profileFrom(posted.values);
    // spec.md's flow says when an email is taken; the address's throttle keeps that from listing accounts at speed.
    const attempt = book().throttle.begin({ client: clientAddress(c), subject: `new:${emailKey(email)}` });
    if (!attempt.ok) return tooMany(c, attempt);
    if (findByEmail(book(), email)) {
      attempt.settle(false);
      return answer(c, 'failure', ACCOUNT_MESSAGES.emailTaken);
    }
    if (book().accounts.size >= MAX_ACCOUNTS) {
      attempt.settle(false);
      return answer(c, 'failure', ACCOUNT_MESSAGES.full, 503);
    }
    const account: Account = {
      id: book().nextId++,
      email,
      profile,
      password: await hashPassword(password),
      favorites: [],
      views: [],
    };
    // A second request for the same email may have finished while this one was hashing.
    const taken = findByEmail(book(), email) !== undefined;
    attempt.settle(!taken);
    if (taken) return answer(c, 'failure', ACCOUNT_MESSAGES.emailTaken);
    book().accounts.set(account.id, account);
    book().idByEmail.set(emailKey(email), account.id);
    startSession(c, book(), account);
    return answer(c, 'success', ACCOUNT_MESSAGES.created);
  });

  // The same answer whether or not the email has an account: the form cannot be used to find out.
  app.post('/my-favorites/forgot-password/', async (c) => {
    const posted = check(FORMS.forgotPassword, await formFields(c));
    if (!posted.ok) return c.json(posted.answer, 400);
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
    // A field left out of the post keeps what the profile has; the whole is checked.
    const posted = check(FORMS.myProfile, { ...account.profile, ...(await formFields(c)) });
    if (!posted.ok) return c.json(posted.answer, 400);
    account.profile = profileFrom(posted.values, account.profile);
    return answer(c, 'success', ACCOUNT_MESSAGES.profileSaved);
  });

  app.post('/my-favorites/change-password', async (c) => {
    const account = currentAccount(c, book());
    if (!account) return answer(c, 'failure', ACCOUNT_MESSAGES.signInFirst, 401);
    const fields = await formFields(c);
    // Both left empty passes the browser's rule (spec.md section 5); there is still nothing to set.
    if (!fields.new_password && !fields.confirm_password) return answer(c, 'failure', ACCOUNT_MESSAGES.weakPassword);
    const posted = check(FORMS.changePassword, fields);
    if (!posted.ok) return c.json(posted.answer, 400);
    const { current_password, new_password } = posted.values;
    // The current password is a guess like a sign-in's: the same throttle, on the same account.
    const attempt = book().throttle.begin({ account: emailKey(account.email), client: clientAddress(c) });
    if (!attempt.ok) return tooMany(c, attempt);
    const ok = await verifyPassword(current_password, account.password);
    attempt.settle(ok);
    if (!ok) return answer(c, 'failure', ACCOUNT_MESSAGES.wrongCurrentPassword);
    account.password = await hashPassword(new_password);
    // Other devices signed in with the old password are signed out.
    endSessionsOf(book(), account.id);
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
