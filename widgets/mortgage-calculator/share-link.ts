import { checkDownPayment, checkHoaMonthly, checkHomePrice, checkRate, checkTerm, type MortgageInputs } from '../../core';
import { fieldNumber } from './format';

/** The query parameters of a shared calculator link, prefixed so they never clash with the CMS's own. */
export const SHARE_PARAMS = {
  price: 'hb-price',
  downPercent: 'hb-down',
  term: 'hb-term',
  rate: 'hb-rate',
  hoa: 'hb-hoa',
  extras: 'hb-extras',
} as const;

/** What a shared link restores; a value that does not check out is left to the defaults. */
export interface SharedInputs {
  price?: string;
  downPercent?: string;
  termYears?: number;
  rate?: string;
  hoa?: string;
  includeExtras?: boolean;
}

export function readSharedInputs(search: string): SharedInputs {
  const params = new URLSearchParams(search);
  const text = (name: string, valid: (t: string) => boolean) => {
    const value = params.get(name);
    return value !== null && valid(value) ? value : undefined;
  };
  const term = params.get(SHARE_PARAMS.term);
  const extras = params.get(SHARE_PARAMS.extras);
  return {
    price: text(SHARE_PARAMS.price, (t) => checkHomePrice(t).ok),
    downPercent: text(SHARE_PARAMS.downPercent, (t) => checkDownPayment(t, 'percent').ok),
    termYears: term !== null && checkTerm(term).ok ? Number(term) : undefined,
    rate: text(SHARE_PARAMS.rate, (t) => checkRate(t).ok),
    hoa: text(SHARE_PARAMS.hoa, (t) => t !== '' && checkHoaMonthly(t).ok),
    includeExtras: extras === '1' ? true : extras === '0' ? false : undefined,
  };
}

/**
 * The page's own address with the inputs as query parameters (the page's other parameters
 * kept), pointing at `anchorId` when the calculator sits in a section a link can scroll to.
 */
export function shareLink(pageHref: string, inputs: MortgageInputs, anchorId?: string): string {
  const url = new URL(pageHref);
  const set = (name: string, value: string) => url.searchParams.set(name, value);
  set(SHARE_PARAMS.price, fieldNumber(inputs.price));
  // Four decimals, so a down payment typed in dollars comes back to the dollar.
  set(SHARE_PARAMS.downPercent, String(Math.round((inputs.downPayment / inputs.price) * 1e6) / 1e4));
  set(SHARE_PARAMS.term, String(inputs.termYears));
  set(SHARE_PARAMS.rate, fieldNumber(inputs.yearlyRatePercent));
  if (inputs.hoaMonthly > 0) set(SHARE_PARAMS.hoa, fieldNumber(inputs.hoaMonthly));
  else url.searchParams.delete(SHARE_PARAMS.hoa);
  set(SHARE_PARAMS.extras, inputs.includeExtras ? '1' : '0');
  url.hash = anchorId ? `#${anchorId}` : '';
  return url.href;
}
