import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { FAVORITEABLE_TYPES } from '../../core/api';
import { FavoriteButton } from './favorite-button';

export default defineWidget(
  'favorite-button',
  {
    type: attr.enum(FAVORITEABLE_TYPES).required,
    id: attr.id('12').required,
    /** The item's name for the button ("Save Aspen to favorites"); read from the API when absent. */
    name: attr.string('Aspen').optional,
  },
  FavoriteButton,
);
