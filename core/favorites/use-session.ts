import { useEffect } from 'react';
import { useSiteStore, useSiteStoreApi } from './use-site-store';

/**
 * Whether the visitor is signed in, for a widget that shows something else to each: the settings'
 * loggedIn when the CMS prints it, else the API's answer (/my-favorites/my-profile), asked once a
 * page whichever widgets ask (the page's store). 'checking' until it is known.
 */
export function useSession(): 'checking' | 'signed-in' | 'signed-out' {
  const store = useSiteStoreApi();
  const loggedIn = useSiteStore((s) => s.loggedIn);
  const status = useSiteStore((s) => s.sessionStatus);
  useEffect(() => {
    void store.getState().checkSession();
  }, [store]);
  if (status === 'idle' || status === 'loading') return 'checking';
  return loggedIn ? 'signed-in' : 'signed-out';
}
