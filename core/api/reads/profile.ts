import { type ItemOptions, readItem } from '../read';
import { item } from '../read-spec';
import { UserProfile } from '../schemas/profile';

export const PROFILE_READS = {
  profile: item('my-favorites/my-profile', UserProfile, 'Sign in to see your profile.', 'user'),
} as const;

/** The signed-in visitor's profile ({status, user}); a visitor not signed in gets the failure. */
export const getProfile = (o?: ItemOptions) => readItem(PROFILE_READS.profile, { signal: o?.signal });
