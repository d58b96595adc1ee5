import { type Infer, integer, string, type } from 'superstruct';

export const Region = type({ id: integer(), name: string(), seo_name: string() });
export type Region = Infer<typeof Region>;
