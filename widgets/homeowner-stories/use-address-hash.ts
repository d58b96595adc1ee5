import { useEffect, useState } from 'react';

/** The address's fragment ('#alvarez-family'), kept current as the visitor follows links or goes back. */
export function useAddressHash(): string {
  const [hash, setHash] = useState(() => location.hash);
  useEffect(() => {
    const update = () => setHash(location.hash);
    addEventListener('hashchange', update);
    return () => removeEventListener('hashchange', update);
  }, []);
  return hash;
}
