import type { ModelCenter, SalesSpecialist } from '../../../api/schemas/sales';
import type { NameEntry } from '../../../api/schemas/name-entry';
import type { Option } from './option';

/**
 * Option lists that come from content, named in a field's declaration. The browser loads them
 * with core's reads (useOptionSource); the demo server resolves the same names from its data,
 * so both check a choice against the same list.
 */
export type OptionSourceName = 'model-centers' | 'sales-specialists' | 'communities';

/** spec.md section 3: model centers plus these two choices. */
export const VIRTUAL_APPOINTMENT = 'Virtual Appointment';
export const NOT_SURE = "I'm not sure";

export function modelCenterOptions(centers: readonly Pick<ModelCenter, 'name'>[]): Option[] {
  return [
    ...centers.map((c) => ({ value: c.name, label: c.name })),
    { value: VIRTUAL_APPOINTMENT, label: VIRTUAL_APPOINTMENT },
    { value: NOT_SURE, label: NOT_SURE },
  ];
}

export function salesSpecialistOptions(specialists: readonly Pick<SalesSpecialist, 'name'>[]): Option[] {
  return specialists.map((s) => ({ value: s.name, label: s.name }));
}

/** Communities are chosen by id: the answer goes into selected_communities. */
export function communityOptions(communities: readonly NameEntry[]): Option[] {
  return communities.map((c) => ({ value: String(c.id), label: c.name }));
}
