import { aboutArea } from './about';
import { applyArea } from './apply';
import { communitiesArea } from './communities';
import { compareArea } from './compare';
import type { DemoArea } from './demo-page';
import { favoritesArea } from './favorites';
import { financingArea } from './financing';
import { floorplansArea } from './floorplans';
import { formsArea } from './forms';
import { galleriesArea } from './galleries';
import { homesArea } from './homes';
import { micrositeArea } from './microsite';
import { platformArea } from './platform';
import { referralsArea } from './referrals';
import { residencesArea } from './residences';
import { serviceArea } from './service';
import { siteArea } from './site';
import { spanishArea } from './spanish';

/** Every area of the demo site; add a line when a widget area lands. */
export const AREAS: DemoArea[] = [
  platformArea,
  financingArea,
  formsArea,
  floorplansArea,
  homesArea,
  communitiesArea,
  micrositeArea,
  favoritesArea,
  aboutArea,
  referralsArea,
  applyArea,
  serviceArea,
  siteArea,
  compareArea,
  galleriesArea,
  residencesArea,
  // Issue 35: the Spanish pages (demo/pages/languages.ts pairs each with its English page).
  spanishArea,
];
