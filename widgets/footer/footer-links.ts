/** The footer's main links: the pages a visitor looks for from the bottom of any page. */
export const MAIN_LINKS: [href: string, label: string][] = [
  ['/our-communities', 'Find your community'],
  ['/our-floorplans', 'Browse floorplans'],
  ['/move-in-ready', 'Move-in-ready homes'],
  ['/buying-process', 'How buying works'],
  ['/our-team', 'About us'],
  ['/careers', 'Careers'],
  ['/homeowner-care-videos', 'Homeowner care'],
  ['/contact-us', 'Contact'],
  ['/site-map', 'Site map'],
];

/** The builder's own social pages (they open in a new tab, said in their names). */
export const SOCIAL_LINKS: [href: string, label: string][] = [
  ['https://www.facebook.com/', 'Facebook'],
  ['https://www.instagram.com/', 'Instagram'],
  ['https://www.youtube.com/', 'YouTube'],
  ['https://www.pinterest.com/', 'Pinterest'],
];
