import { defineWidget } from '../../core';
import { RecentlyViewed } from './recently-viewed';

export default defineWidget('recently-viewed', {}, RecentlyViewed);
