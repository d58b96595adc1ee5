/** A move-in-ready home's page words; Spanish: messages.es.ts. */
export default {
  loading: 'Loading the home…',
  planIn: 'The {plan} plan in ',
  in: 'In ',
  sheet: 'Feature sheet (PDF)',
  newTab: ', opens in a new tab',
  inquire: 'Inquire about this home',
  estimated: 'Estimated payment',
  perMonth: '{amount}/mo',
  terms: 'with {down}% down, {years} years at {rate}%, taxes, insurance and PMI included.',
  zoom: 'Zoom into ',
  photo: 'Photo {n} of {street}',
  photosOf: 'Floor plans and photos of {street}',
  plansOf: 'Floor plans of {street}',
  thePlan: 'The {plan}',
  theHome: 'The home',
};
