import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { HomeDetail } from './home-detail';

/**
 * A move-in-ready home: its photos in a carousel with a thumbnail strip, figures, price and a
 * monthly estimate, the feature sheet, the heart and 'Inquire about this home' in a dialog.
 */
export default defineWidget(
  'home-detail',
  {
    /** The home shown. */
    homeId: attr.id('501').required,
  },
  HomeDetail,
);
