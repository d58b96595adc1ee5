import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { FullInterestForm } from './full-interest-form';

/**
 * The full interest list: desired locations, home types, price range and timeframe; it posts to
 * /forms/full-interest.
 */
export default defineWidget(
  'full-interest-form',
  {
    /** off: no heading above the form, where the page's own heading already names it (the heading's words stay the form's accessible name). */
    heading: attr.enum(['off', 'on'] as const).optional,
  },
  FullInterestForm,
);
