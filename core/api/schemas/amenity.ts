import { array, type Infer, number, string, type } from 'superstruct';

export const AmenityPin = type({ place_id: string(), name: string(), latitude: number(), longitude: number() });
export type AmenityPin = Infer<typeof AmenityPin>;

/** A kind of place near a community (schools, shopping, ...) and its pins on the map. */
export const Amenity = type({ name: string(), pins: array(AmenityPin) });
export type Amenity = Infer<typeof Amenity>;
