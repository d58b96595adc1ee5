import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { CreateAccount } from './create-account';

/** My favorites: create an account; success goes to saved floorplans. */
export default defineWidget(
  'create-account',
  {
    /** off: no heading above the form, where the page's own heading already names it (the heading's words stay the form's accessible name). */
    heading: attr.enum(['off', 'on'] as const).optional,
  },
  CreateAccount,
);
