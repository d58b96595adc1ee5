/** A calendar month: month 0 is January, as in Date. */
export interface YearMonth {
  year: number;
  month: number;
}

export function addMonths(from: YearMonth, count: number): YearMonth {
  const index = from.year * 12 + from.month + count;
  return { year: Math.floor(index / 12), month: index % 12 };
}

/** The first payment is due the month after the loan starts (today, unless told otherwise). */
export const firstPaymentMonth = (start: Date = new Date()): YearMonth => addMonths({ year: start.getFullYear(), month: start.getMonth() }, 1);

/** The month in which payment number `payment` (1 = the first) is due. */
export const paymentMonth = (first: YearMonth, payment: number): YearMonth => addMonths(first, payment - 1);
