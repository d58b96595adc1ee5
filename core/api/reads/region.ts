import { byId, type ItemOptions, once, readItem, readList } from '../read';
import { item, list } from '../read-spec';
import { Region } from '../schemas/region';

export const REGION_READS = {
  regions: list('api/region', Region, 'No regions found'),
  region: item('api/region/:id', Region, 'No regions found'),
} as const;

export const getRegions = () => once('regions', () => readList(REGION_READS.regions));
export const getRegion = (id: number, o?: ItemOptions) => readItem(REGION_READS.region, byId(id, o));
