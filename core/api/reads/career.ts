import { byId, type ItemOptions, type ListOptions, readItem, readList } from '../read';
import { item, list } from '../read-spec';
import { Career } from '../schemas/career';

export const CAREER_READS = {
  careers: list('api/career', Career, 'No careers found', 'careers'),
  career: item('api/career/:id', Career, 'No careers found', 'career'),
} as const;

export const getCareers = (o?: ListOptions) => readList(CAREER_READS.careers, o);
export const getCareer = (id: number, o?: ItemOptions) => readItem(CAREER_READS.career, byId(id, o));
