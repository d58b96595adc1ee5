import { byId, type ItemOptions, type ListOptions, readItem, readList } from '../read';
import { item, list } from '../read-spec';
import { Plan } from '../schemas/plan';

export const PLAN_READS = {
  plans: list('api/plan', Plan, 'No floorplans found'),
  plan: item('api/plan/:id', Plan, 'No floorplans found'),
} as const;

export const getPlans = (o?: ListOptions) => readList(PLAN_READS.plans, o);
export const getPlan = (id: number, o?: ItemOptions) => readItem(PLAN_READS.plan, byId(id, o));
