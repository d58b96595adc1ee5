import { type Infer, integer, string, type } from 'superstruct';

export const Career = type({
  id: integer(),
  title: string(),
  location: string(),
  department: string(),
  employment_type: string(),
  /** CMS HTML: render only through the sanitizer. */
  description: string(),
  posted: string(),
});
export type Career = Infer<typeof Career>;
