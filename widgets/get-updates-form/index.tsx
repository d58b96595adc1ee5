import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { GetUpdatesForm } from './get-updates-form';

/** A 'Get updates' button and its form in a dialog, which closes 4 s after success. */
export default defineWidget(
  'get-updates-form',
  {
    /** The community the updates are about (on its microsite). */
    communityId: attr.id('12').optional,
  },
  GetUpdatesForm,
);
