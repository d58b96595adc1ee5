import { useAsync } from '../../mount/use-async';
import type { MapOutline } from '../geo';

/**
 * The outline a keyless map draws, once its chunk has loaded; undefined while it loads; null
 * without one, and if it cannot load (it is decoration: the map works the same without it).
 */
export function useOutline(load: (() => Promise<MapOutline>) | undefined): MapOutline | null | undefined {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the closure is conditional on load, so the rule cannot see it reads load
  const loaded = useAsync(load ? () => load() : undefined, [load]);
  return loaded.status === 'done' ? loaded.value : load && loaded.status === 'pending' ? undefined : null;
}
