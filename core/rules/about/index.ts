export { type AwardYear, awardsByYear } from './awards-by-year';
export {
  BUILD_DAYS,
  CLOSE_DAYS,
  CONTRACT_TO_START_DAYS,
  type DaySpan,
  formatDaySpan,
  WARRANTIES,
  wrapStep,
} from './building-process';
export { chosenStory, storyForHash } from './story-for-hash';
export {
  matchesTestimonialFilter,
  TESTIMONIAL_FILTER_KEYS,
  type TestimonialFilter,
  testimonialFilter,
} from './testimonial-filter';
