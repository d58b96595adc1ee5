import type { Option } from '../field-spec';
import { formatUsd } from '../../../platform/en-us';

/** A list whose values are what it shows. */
const same = (labels: readonly string[]): readonly Option[] => labels.map((label) => ({ value: label, label }));

/**
 * spec.md section 3: the 12 referral sources, spelled as the builder's CRM expects them
 * ('Internet Advertisment' included). The spec names the builder's own site and "three local
 * publications" without their names: ours are the demo brand's site and Polk County's papers.
 */
export const REFERRAL_SOURCES = same([
  'Billboard',
  'Phone Call',
  'Direct Mail',
  'Facebook',
  'Internet Advertisment',
  'Lakeland Homes Website',
  'The Ledger',
  'News Chief',
  'Polk County Democrat',
  'Parade of Homes',
  'A Friend or Family Member',
  'A Realtor',
]);

/** spec.md section 3: when a buyer means to buy. */
export const TIMEFRAMES = same(['30 days', '60-90 days', 'More Than 90 days']);

/** spec.md section 3: when a buyer means to move or build. */
export const MOVE_TIMEFRAMES = same(['Immediately', '1-3 months', '4-6 months', '7+ months']);

/** spec.md section 3: the 8 desired locations. */
export const DESIRED_LOCATIONS = same([
  'Auburndale',
  'Lake Wales',
  'Winter Haven',
  'Bartow',
  'North Lakeland',
  'On Your Land',
  'Haines City',
  'South Lakeland',
]);

/** spec.md section 3: the 16 home types: three features, five size bands, eight bed/bath combinations. */
export const HOME_TYPES = same([
  'Two-Story',
  'Great Room',
  'Lanai',
  '1,400 - 1,800 Sq Ft',
  '1,800 - 2,200 Sq Ft',
  '2,200 - 2,600 Sq Ft',
  '2,600 - 3,000 Sq Ft',
  'Above 3,000 Sq Ft',
  '3 Bed / 2 Bath',
  '3 Bed / 2.5 Bath',
  '3 Bed / 3 Bath',
  '4 Bed / 2 Bath',
  '4 Bed / 2.5 Bath',
  '4 Bed / 3 Bath',
  '5 Bed / 3 Bath',
  '5 Bed / 4 Bath',
]);

export const PRICE_RANGE_FROM = 100_000;
export const PRICE_RANGE_TO = 400_000;
export const PRICE_RANGE_STEP = 50_000;

const dollars = (n: number) => formatUsd(n, 0);

/** spec.md section 3: six price ranges in 50,000 steps from $100,000 to $400,000. */
export const PRICE_RANGES: readonly Option[] = Array.from(
  { length: (PRICE_RANGE_TO - PRICE_RANGE_FROM) / PRICE_RANGE_STEP },
  (_, i) => {
    const low = PRICE_RANGE_FROM + i * PRICE_RANGE_STEP;
    const label = `${dollars(low)} - ${dollars(low + PRICE_RANGE_STEP)}`;
    return { value: label, label };
  },
);

/** spec.md section 3: education levels (career application). */
export const EDUCATION_LEVELS = same(['GED', 'High School', 'Some College', "Associate's", "Bachelor's", "Master's"]);

export const YES_NO = same(['Yes', 'No']);

/** How a visitor prefers to hear back (the payload's `contacted`). */
export const CONTACT_METHODS = same(['Email', 'Phone', 'Text Message']);
