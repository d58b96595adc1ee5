import type { Award } from '../../core/api/schemas/content';
import { demoImage, imageSizes } from './images';
import type { Random } from './random';
import { slugify } from './slug';

export const FIRST_AWARD_YEAR = 1996;
export const LAST_AWARD_YEAR = 2024;

const AWARDS: [award: string, description: string][] = [
  [
    'Parade of Homes Grand Award',
    'Polk County Builders Association Parade of Homes, best overall home in its price range.',
  ],
  ['Parade of Homes Best Kitchen', 'Judged by the Polk County Builders Association for design, function and finish.'],
  ['Builder of the Year', 'Polk County Builders Association, for quality, service and community involvement.'],
  ['Aurora Award', 'Southeast Building Conference recognition for an energy-efficient single-family design.'],
  ["Readers' Choice: Best Home Builder", 'Voted by readers of the Polk County daily paper.'],
  ['Energy Star Partner of the Year', 'For building every home to Energy Star efficiency standards.'],
  ['Customer Satisfaction Award', 'Independent homeowner survey: top-rated builder in Central Florida.'],
  ['Community Partner Award', 'Greater Lakeland Chamber of Commerce, for support of local charities.'],
];

/** Awards of every year from 1996 to 2024; some years brought two or three. */
export function buildAwards(random: Random): Award[] {
  const awards: Award[] = [];
  for (let year = FIRST_AWARD_YEAR; year <= LAST_AWARD_YEAR; year++) {
    const count = year % 4 === 0 ? 3 : year % 3 === 0 ? 2 : 1;
    for (const [award, description] of random.sample(AWARDS, count)) {
      const name = `award-${year}-${slugify(award)}`;
      awards.push({
        img: demoImage(name, 'small'),
        img_sizes: imageSizes(name, { square: true }),
        year,
        award,
        description,
      });
    }
  }
  return awards;
}
