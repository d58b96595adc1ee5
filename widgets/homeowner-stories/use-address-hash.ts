import { useLayoutEffect, useState } from 'react';

/** The address's fragment ('#alvarez-family'), kept current as the visitor follows links or goes back. */
export function useAddressHash(): string {
  const [hash, setHash] = useState(() => location.hash);
  // A layout effect listens from the first render on: preact runs plain effects a frame later, and a change in between would be lost.
  useLayoutEffect(() => {
    const update = () => setHash(location.hash);
    update();
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, []);
  return hash;
}
