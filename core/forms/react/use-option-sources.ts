import { useEffect, useMemo, useState } from 'react';
import { getCommunityNames, getModelCenters, getSalesSpecialists } from '../../api/reads';
import type { FieldSpec, Option } from '../engine/field-spec';
import { communityOptions, modelCenterOptions, type OptionSourceName, salesSpecialistOptions } from '../engine/options/option-source';

export type LoadedOptions = Partial<Record<OptionSourceName, readonly Option[]>>;

const loaders: Record<OptionSourceName, (signal: AbortSignal) => Promise<readonly Option[] | undefined>> = {
  // Even without content, a visitor can still choose a virtual appointment or "I'm not sure".
  'model-centers': async (signal) => modelCenterOptions((await getModelCenters({ signal })).results),
  'sales-specialists': async (signal) => {
    const result = await getSalesSpecialists({ signal });
    return result.status === 'success' ? salesSpecialistOptions(result.results) : undefined;
  },
  communities: async (signal) => {
    const result = await getCommunityNames({ signal });
    return result.status === 'success' ? communityOptions(result.results) : undefined;
  },
};

/**
 * Loads the content lists a form's selects name (model centers, communities, ...), once per form.
 * A list that fails to load stays undefined: its select offers what it can and is not blocked.
 */
export function useOptionSources(fields: readonly FieldSpec[]): LoadedOptions {
  const names = useMemo(() => [...new Set(fields.flatMap((f) => (f.kind === 'select' && typeof f.options === 'string' ? [f.options] : [])))], [fields]);
  const [loaded, setLoaded] = useState<LoadedOptions>({});
  useEffect(() => {
    const controller = new AbortController();
    for (const name of names)
      loaders[name](controller.signal).then((options) => {
        if (!controller.signal.aborted && options) setLoaded((previous) => ({ ...previous, [name]: options }));
      });
    return () => controller.abort();
  }, [names]);
  return loaded;
}
