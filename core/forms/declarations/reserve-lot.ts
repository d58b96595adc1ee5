import { fields } from './common-fields';
import { defineForm } from '../engine/form-definition';
import { RESERVE_LOT_DISMISS_MS } from '../engine/lifecycle-timers';
import { MOVE_TIMEFRAMES, PRICE_RANGES } from '../engine/options/lead-options';
import { definePhrases } from '../../i18n/phrases';

/** The Spanish of what this declaration's form alone shows (docs/i18n.md). */
const phrases = definePhrases(() => import('../engine/phrases/reserve-lot.es'));

/** hb-reserve-lot-form (data-community-id; a trigger and a dialog) → /forms/reserve-a-lot. */
export const reserveLotForm = defineForm({
  phrases,
  type: 'reserve-a-lot',
  path: '/forms/reserve-a-lot',
  template: '/components/reserve-a-lot-form',
  title: 'Reserve a lot',
  intro: 'Hold your homesite while we walk you through plans and pricing. There is no obligation.',
  submitLabel: 'Reserve my lot',
  successMessage:
    'Thank you! Your lot request is in. A new home specialist will call you shortly to finish your reservation.',
  about: { list: 'selected_communities', required: true },
  afterSuccess: { action: 'dismiss', afterMs: RESERVE_LOT_DISMISS_MS },
  fields: [
    fields.firstName(),
    fields.lastName(),
    fields.email(),
    fields.phone(),
    fields.address(),
    fields.city(),
    fields.state(),
    fields.zip({ required: true }),
    {
      kind: 'select',
      name: 'move_timeframe',
      label: 'When would you like to move in?',
      placeholder: 'Choose one',
      options: MOVE_TIMEFRAMES,
      required: true,
      width: 'half',
    },
    {
      kind: 'select',
      name: 'price_range',
      label: 'Price range',
      placeholder: 'Choose a range',
      options: PRICE_RANGES,
      width: 'half',
    },
    fields.comments(),
  ],
});
