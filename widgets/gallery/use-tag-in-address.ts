import { useCallback, useEffect, useState } from 'react';

/** The address's parameter that holds the gallery's tag: /new-home-gallery?tag=Kitchen. */
export const TAG_PARAMETER = 'tag';

const tagInAddress = () => new URLSearchParams(location.search).get(TAG_PARAMETER);

/**
 * The tag named in the address (null for none), and a way to choose one: each choice is a
 * history entry (pushState), so a chosen tag can be shared and back/forward steps through the
 * tags; the first tag leaves the address clean.
 */
export function useTagInAddress(): [string | null, (tag: string, isFirst: boolean) => void] {
  const [tag, setTag] = useState(tagInAddress);
  useEffect(() => {
    const onPopState = () => setTag(tagInAddress());
    window.addEventListener('popstate', onPopState);
    onPopState(); // the address may have moved between the first render and now
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  const choose = useCallback((next: string, isFirst: boolean) => {
    const query = new URLSearchParams(location.search);
    if (isFirst) query.delete(TAG_PARAMETER);
    else query.set(TAG_PARAMETER, next);
    const search = query.toString();
    const address = `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
    if (address !== `${location.pathname}${location.search}${location.hash}`) history.pushState(history.state, '', address);
    setTag(isFirst ? null : next);
  }, []);
  return [tag, choose];
}
