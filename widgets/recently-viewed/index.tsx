import { defineWidget } from '../../core/mount';
import { RecentlyViewed } from './recently-viewed';

/** My favorites: the floorplans and homes viewed lately; saving one moves it to the favorites. */
export default defineWidget('recently-viewed', {}, RecentlyViewed);
