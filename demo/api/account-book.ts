import type { Favorite } from '../../core/api/schemas/favorite';
import type { UserProfile } from '../../core/api/schemas/profile';
import { type DemoState, slice } from '../state';
import { AccountThrottle } from './account-throttle';
import type { PasswordHash } from './password-hash';

/** The profile fields a visitor may edit (spec.md section 3: the account forms' own fields). */
export const PROFILE_FIELDS = ['first_name', 'last_name', 'phone', 'address', 'city', 'state', 'zip'] as const;
export type ProfileFields = Record<(typeof PROFILE_FIELDS)[number], string>;

/** One my-favorites account: its profile, its scrypt hash (never the password), its lists. */
export interface Account {
  id: number;
  email: string;
  profile: ProfileFields;
  password: PasswordHash;
  favorites: Favorite[];
  /** Most recent first. */
  views: Favorite[];
}

/** A signed-in device: its account, and when it signed in and was last seen (session.ts ends it). */
export interface Session {
  accountId: number;
  startedAt: number;
  lastSeen: number;
}

/** The demo server's accounts and sessions, kept in the app's own state (tests never share). */
export interface AccountBook {
  accounts: Map<number, Account>;
  idByEmail: Map<string, number>;
  /** Session token → its account and times (session.ts). */
  sessions: Map<string, Session>;
  throttle: AccountThrottle;
  nextId: number;
  /** The clock of sessions and the throttle (tests move it). */
  now: () => number;
}

/** Accounts the demo holds at most: past this, create-account says so (memory is not for filling). */
export const MAX_ACCOUNTS = 1000;

export function accountBook(state: DemoState): AccountBook {
  return slice(state, 'accounts', () => {
    const book: AccountBook = {
      accounts: new Map(),
      idByEmail: new Map(),
      sessions: new Map(),
      throttle: new AccountThrottle(() => book.now()),
      nextId: 1,
      now: Date.now,
    };
    return book;
  });
}

/** Emails are matched without regard to case or surrounding spaces. */
export const emailKey = (email: string) => email.trim().toLowerCase();

export const findByEmail = (book: AccountBook, email: string): Account | undefined => {
  const id = book.idByEmail.get(emailKey(email));
  return id === undefined ? undefined : book.accounts.get(id);
};

/** What GET /my-favorites/my-profile answers as user: never the hash, never the salt. */
export function publicProfile(account: Account): UserProfile {
  return { id: account.id, email: account.email, ...account.profile };
}
