import { useCallback, useEffect, useState } from 'react';

/** The address's parameter that holds the gallery's tag: /new-home-gallery?tag=Kitchen. */
export const TAG_PARAMETER = 'tag';

const tagInAddress = (parameter: string) => new URLSearchParams(location.search).get(parameter);

/**
 * The tag named in the address (null for none), and a way to choose one: each choice is a
 * history entry (pushState), so a chosen tag can be shared and back/forward steps through the
 * tags; the first tag leaves the address clean. `prefix` names this gallery's parameter when a
 * page holds two (addressPrefix: ?gallery2-tag=Kitchen).
 */
export function useTagInAddress(prefix = ''): [string | null, (tag: string, isFirst: boolean) => void] {
  const parameter = prefix + TAG_PARAMETER;
  const [tag, setTag] = useState(() => tagInAddress(parameter));
  useEffect(() => {
    const onPopState = () => setTag(tagInAddress(parameter));
    window.addEventListener('popstate', onPopState);
    onPopState(); // the address may have moved between the first render and now
    return () => window.removeEventListener('popstate', onPopState);
  }, [parameter]);
  const choose = useCallback(
    (next: string, isFirst: boolean) => {
      const query = new URLSearchParams(location.search);
      if (isFirst) query.delete(parameter);
      else query.set(parameter, next);
      const search = query.toString();
      const address = `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
      if (address !== `${location.pathname}${location.search}${location.hash}`)
        history.pushState(history.state, '', address);
      setTag(isFirst ? null : next);
    },
    [parameter],
  );
  return [tag, choose];
}
