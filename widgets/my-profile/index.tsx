import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { MyProfile } from './my-profile';

/** My favorites: edit the profile, and change the password in a dialog. */
export default defineWidget(
  'my-profile',
  {
    /** off: no heading above the form, where the page's own heading already names it (the heading's words stay the form's accessible name). */
    heading: attr.enum(['off', 'on'] as const).optional,
  },
  MyProfile,
);
