import { communitiesArea } from './communities';
import { compareArea } from './compare';
import type { DemoArea } from './demo-page';
import { favoritesArea } from './favorites';
import { financingArea } from './financing';
import { floorplansArea } from './floorplans';
import { formsArea } from './forms';
import { platformArea } from './platform';

/** Every area of the demo site; add a line when a widget area lands. */
export const AREAS: DemoArea[] = [platformArea, financingArea, formsArea, floorplansArea, communitiesArea, favoritesArea, compareArea];
