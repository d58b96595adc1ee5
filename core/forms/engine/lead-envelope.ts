import { array, integer, literal, optional, string, type, union } from 'superstruct';
import { SELECTED_LISTS } from './selected-lists';

const ListOfIds = array(union([integer(), string()]));
const ZeroOrOne = union([literal(0), literal(1)]);

/**
 * What every form payload carries besides the visitor's answers (spec.md section 3); the demo
 * server checks it before the form's own fields.
 */
export const LeadEnvelope = type({
  origin: string(),
  type: string(),
  guid: optional(string()),
  'g-recaptcha-response': string(),
  landing_page: optional(string()),
  referrer: optional(string()),
  ...Object.fromEntries(SELECTED_LISTS.map((list) => [list, ListOfIds])),
  // Issue 34: the lot a reserve-a-lot form is about, beside spec.md's lists.
  selected_lots: optional(ListOfIds),
  contacted_asap: ZeroOrOne,
  contacted: string(),
  referral: string(),
  exit_form: ZeroOrOne,
});
