import { type ListOptions, readList } from '../read';
import { list } from '../read-spec';
import { Charity, HomeownerStory, TeamMember, Testimonial } from '../schemas/people';

/** The people of the about pages: testimonials, local organisations, homeowner stories, the team. */
export const PEOPLE_READS = {
  testimonials: list('api/testimonial', Testimonial, 'No testimonials found'),
  charities: list('api/cms/local_commitment', Charity, 'No organisations found', 'contents'),
  homeownerStories: list('api/cms/homeowner_stories', HomeownerStory, 'No stories found', 'contents'),
  team: list('api/cms/our_team', TeamMember, 'No team members found', 'contents'),
} as const;

/** query: one of community_id, apartment_community_id, storage_community_id, commercial_community_id. */
export const getTestimonials = (o?: ListOptions) => readList(PEOPLE_READS.testimonials, o);
export const getCharities = (o?: ListOptions) => readList(PEOPLE_READS.charities, o);
export const getHomeownerStories = (o?: ListOptions) => readList(PEOPLE_READS.homeownerStories, o);
export const getTeam = (o?: ListOptions) => readList(PEOPLE_READS.team, o);
