import { DEFAULT_LEAD_TRACKER_COOKIE, readConfig } from '../platform/config';

/** The lead tracker's visitor id, from its cookie (name set by leadTrackerCookie in the config). */
export function leadGuid(): string | undefined {
  const name = readConfig().leadTrackerCookie || DEFAULT_LEAD_TRACKER_COOKIE;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = decodeURIComponent(rest.join('='));
      return /^[\w-]{1,100}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}
