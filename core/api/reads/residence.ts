import { byId, type ItemOptions, type ListOptions, readItem, readList } from '../read';
import { item, list } from '../read-spec';
import { Residence } from '../schemas/residence';

export const RESIDENCE_READS = {
  residences: list('api/residence', Residence, 'No residences found'),
  residence: item('api/residence/:id', Residence, 'No residences found'),
  apartmentResidence: item('api/apartment-residence/:id', Residence, 'No residences found'),
} as const;

/** Residences of one community with query { community_id }, or all. */
export const getResidences = (o?: ListOptions) => readList(RESIDENCE_READS.residences, o);
export const getResidence = (id: number, o?: ItemOptions) => readItem(RESIDENCE_READS.residence, byId(id, o));
export const getApartmentResidence = (id: number, o?: ItemOptions) =>
  readItem(RESIDENCE_READS.apartmentResidence, byId(id, o));
