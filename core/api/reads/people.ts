import { byId, type ItemOptions, type ListOptions, readItem, readList } from '../read';
import { item, list } from '../read-spec';
import { Career, Charity, HomeownerStory, ModelCenter, SalesSpecialist, TeamMember, Testimonial } from '../schemas/people';

/** The people and places of the CMS: careers, testimonials, the team, model centers... */
export const PEOPLE_READS = {
  careers: list('api/career', Career, 'No careers found', 'careers'),
  career: item('api/career/:id', Career, 'No careers found', 'career'),
  testimonials: list('api/testimonial', Testimonial, 'No testimonials found'),
  charities: list('api/cms/local_commitment', Charity, 'No organisations found', 'contents'),
  homeownerStories: list('api/cms/homeowner_stories', HomeownerStory, 'No stories found', 'contents'),
  modelCenters: list('api/cms/model_centers', ModelCenter, 'No model centers found', 'contents'),
  team: list('api/cms/our_team', TeamMember, 'No team members found', 'contents'),
  salesSpecialists: list('api/cms/sales_specialist', SalesSpecialist, 'No sales specialists found', 'contents'),
} as const;

export const getCareers = (o?: ListOptions) => readList(PEOPLE_READS.careers, o);
export const getCareer = (id: number, o?: ItemOptions) => readItem(PEOPLE_READS.career, byId(id, o));
/** query: one of community_id, apartment_community_id, storage_community_id, commercial_community_id. */
export const getTestimonials = (o?: ListOptions) => readList(PEOPLE_READS.testimonials, o);
export const getCharities = (o?: ListOptions) => readList(PEOPLE_READS.charities, o);
export const getHomeownerStories = (o?: ListOptions) => readList(PEOPLE_READS.homeownerStories, o);
export const getModelCenters = (o?: ListOptions) => readList(PEOPLE_READS.modelCenters, o);
export const getTeam = (o?: ListOptions) => readList(PEOPLE_READS.team, o);
export const getSalesSpecialists = (o?: ListOptions) => readList(PEOPLE_READS.salesSpecialists, o);
