import type { HomeownerStory } from '../../core/api/schemas/people';

/** spec.md section 2: exactly four homeowner stories; the first is shown by default. */
export const HOMEOWNER_STORIES: HomeownerStory[] = [
  {
    id: 1,
    family: 'The Alvarez Family',
    seo_family: 'alvarez-family',
    blurb: 'From renting in Tampa to a lakefront home in Winter Haven.',
    description:
      '<p>After six years of renting, Marisol and Dave wanted room for their two boys and a dog who loves to swim. They chose a Magnolia at Lake Shipp Landing.</p><p>“Our sales specialist walked us through every step, from the lot to the closing table.”</p>',
  },
  {
    id: 2,
    family: 'The Nguyen Family',
    seo_family: 'nguyen-family',
    blurb: 'Building on the family land in Kathleen.',
    description:
      '<p>Linh inherited five acres north of Lakeland and wanted a home her parents could share. The On Your Land team built a Cypress with a private suite.</p><p>“They handled the permits, the well and the septic. We just picked the colours.”</p>',
  },
  {
    id: 3,
    family: 'The Washington Family',
    seo_family: 'washington-family',
    blurb: 'A first home for a nurse and a teacher in Bartow.',
    description:
      '<p>Keisha and Andre used the $25 down program to buy their first home, an Aspen at Peace River Crossing, close to the hospital and the school where they work.</p>',
  },
  {
    id: 4,
    family: 'The Kowalski Family',
    seo_family: 'kowalski-family',
    blurb: 'Retiring to the Ridge after forty winters in Michigan.',
    description:
      '<p>Ed and Barbara visited Lake Wales for twenty winters before deciding to stay. Their Juniper at Mountain Lake Groves has a lanai for morning coffee and room for the grandchildren.</p>',
  },
];
