import { useMemo } from 'react';
import { getCommunityNames } from '../../api/reads/names';
import { getModelCenters, getSalesSpecialists } from '../../api/reads/sales';
import { type ItemResult, mapList } from '../../api/result';
import { useReads } from '../../mount/read/use-reads';
import type { FieldSpec, Option } from '../engine/field-spec';
import {
  communityOptions,
  modelCenterOptions,
  type OptionSourceName,
  salesSpecialistOptions,
} from '../engine/options/option-source';

export type LoadedOptions = Partial<Record<OptionSourceName, readonly Option[]>>;

const sources: Record<OptionSourceName, (signal: AbortSignal) => Promise<ItemResult<readonly Option[]>>> = {
  'model-centers': async (signal) => mapList(await getModelCenters({ signal }), modelCenterOptions),
  'sales-specialists': async (signal) => mapList(await getSalesSpecialists({ signal }), salesSpecialistOptions),
  communities: async (signal) => mapList(await getCommunityNames({ signal }), communityOptions),
};
/** Even without content, a visitor can still choose a virtual appointment or "I'm not sure". */
const WHEN_FAILED: LoadedOptions = { 'model-centers': modelCenterOptions([]) };

/**
 * Loads the content lists a form's selects name (model centers, communities, ...), once per form.
 * A list that fails to load stays undefined (model centers keep their two fixed choices): its
 * select offers what it can and is not blocked.
 */
export function useOptionSources(fields: readonly FieldSpec[]): LoadedOptions {
  const names = useMemo(
    () => [
      ...new Set(fields.flatMap((f) => (f.kind === 'select' && typeof f.options === 'string' ? [f.options] : []))),
    ],
    [fields],
  );
  const reads = useReads(names, (name, signal) => sources[name as OptionSourceName](signal));
  return useMemo(() => {
    const loaded: LoadedOptions = {};
    for (const name of names) {
      const read = reads.get(name);
      if (read?.status === 'success') loaded[name] = read.result;
      else if (read?.status === 'failure' && WHEN_FAILED[name]) loaded[name] = WHEN_FAILED[name];
    }
    return loaded;
  }, [names, reads]);
}
