import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { Login } from './login';

/** My favorites: sign in; success goes to saved floorplans. */
export default defineWidget(
  'login',
  {
    /** off: no heading above the form, where the page's own heading already names it (the heading's words stay the form's accessible name). */
    heading: attr.enum(['off', 'on'] as const).optional,
  },
  Login,
);
