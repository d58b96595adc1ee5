import { defineWidget } from '../../core/mount';
import { RecentlyViewed } from './recently-viewed';

export default defineWidget('recently-viewed', {}, RecentlyViewed);
