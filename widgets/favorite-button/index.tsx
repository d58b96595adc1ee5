import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { FAVORITEABLE_TYPES } from '../../core/api';
import { FavoriteButton } from './favorite-button';

/**
 * The favorite heart for a community, plan, residence or home, anywhere; every heart for the same
 * item on the page agrees.
 */
export default defineWidget(
  'favorite-button',
  {
    /** What kind of item the id names. */
    type: attr.enum(FAVORITEABLE_TYPES).required,
    /** The item's id. */
    id: attr.id('12').required,
    /** The item's name for the button ("Save Aspen to favorites"); read from the API when absent. */
    name: attr.string('Aspen').optional,
  },
  FavoriteButton,
);
