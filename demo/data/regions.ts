import type { Region } from '../../core/api/schemas/region';

/**
 * The areas of Polk County the builder sells in: the 8 desired locations of spec.md section 3,
 * one region each, so a community map route /our-communities/region/<seo_name> exists for all.
 */
export const REGIONS: Region[] = [
  { id: 1, name: 'North Lakeland', seo_name: 'north-lakeland' },
  { id: 2, name: 'South Lakeland', seo_name: 'south-lakeland' },
  { id: 3, name: 'Winter Haven', seo_name: 'winter-haven' },
  { id: 4, name: 'Auburndale', seo_name: 'auburndale' },
  { id: 5, name: 'Bartow', seo_name: 'bartow' },
  { id: 6, name: 'Lake Wales', seo_name: 'lake-wales' },
  { id: 7, name: 'Haines City', seo_name: 'haines-city' },
  { id: 8, name: 'On Your Land', seo_name: 'on-your-land' },
];

export const regionName = (id: number): string => REGIONS.find((r) => r.id === id)?.name ?? '';
