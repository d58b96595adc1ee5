import { checkAmount, isOfferedTerm, type MortgageInputs } from '../../core/rules/mortgage';

/**
 * The fields a shared link carries, as hb-price, hb-down (percent of the price), hb-term,
 * hb-rate and hb-hoa, with hb-extras (1 or 0): prefixed so they never clash with the CMS's own.
 */
const SHARED = ['price', 'down', 'term', 'rate', 'hoa'] as const;

/** The calculator fields a link can carry, as typed text; extras is the tax-and-insurance tick. */
export type SharedFields = Partial<Record<(typeof SHARED)[number], string>> & { extras?: boolean };

/** What a shared link restores; a value that does not check out is left to the defaults. */
export function readSharedFields(search: string): SharedFields {
  const params = new URLSearchParams(search);
  const fields: SharedFields = { extras: params.get('hb-extras') !== '0' };
  for (const name of SHARED) {
    const value = params.get(`hb-${name}`);
    if (value && (name === 'term' ? isOfferedTerm(value) : typeof checkAmount(name, value) === 'number'))
      fields[name] = value;
  }
  return fields;
}

/**
 * The page's own address with the inputs as query parameters (the page's other parameters
 * kept), pointing at `anchorId` when the calculator sits in a section a link can scroll to.
 */
export function shareLink(pageHref: string, inputs: MortgageInputs, anchorId?: string): string {
  const url = new URL(pageHref);
  // The down payment in percent with four decimals, so one typed in dollars comes back to the dollar.
  const values = {
    ...inputs,
    down: Math.round((inputs.down / inputs.price) * 1e6) / 1e4,
    extras: Number(inputs.extras),
  };
  for (const [name, value] of Object.entries(values)) {
    // HOA/CDD dues are optional: none is left out of the link (and out of an address that had some).
    if (value || name !== 'hoa') url.searchParams.set(`hb-${name}`, String(value));
    else url.searchParams.delete(`hb-${name}`);
  }
  url.hash = anchorId ?? '';
  return url.href;
}
