import type en from './messages.en';

/** The footer's main links: the pages a visitor looks for from the bottom of any page (their words: keys of the catalog). */
export const MAIN_LINKS: [href: string, label: keyof typeof en][] = [
  ['/our-communities', 'communitiesLink'],
  ['/our-floorplans', 'floorplansLink'],
  ['/move-in-ready', 'moveInReadyLink'],
  ['/buying-process', 'buyingLink'],
  ['/our-team', 'aboutLink'],
  ['/careers', 'careersLink'],
  ['/homeowner-care-videos', 'careLink'],
  ['/contact-us', 'contactLink'],
  ['/site-map', 'siteMapLink'],
];

/** The builder's own social pages (they open in a new tab, said in their names). */
export const SOCIAL_LINKS: [href: string, label: string][] = [
  ['https://www.facebook.com/', 'Facebook'],
  ['https://www.instagram.com/', 'Instagram'],
  ['https://www.youtube.com/', 'YouTube'],
  ['https://www.pinterest.com/', 'Pinterest'],
];
