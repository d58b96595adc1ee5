import { getProfile, type ItemResult } from '../../core/api';
import type { UserProfile } from '../../core/api';

/** The signed-in visitor's profile, as a read result (a visitor not signed in gets the message). */
export async function loadProfile(signal: AbortSignal): Promise<ItemResult<UserProfile>> {
  const answer = await getProfile(signal);
  return answer.status === 'success' ? { status: 'success', result: answer.user } : { status: 'failure', results: [], result: null, message: 'Sign in to see your profile.' };
}
