/**
 * The first day of the month in which payment number `payment` (1 = the first) is due: the
 * first payment falls the month after the loan starts (today, unless told otherwise). Date
 * carries the months over into years.
 */
export const paymentDate = (payment: number, start: Date = new Date()): Date =>
  new Date(start.getFullYear(), start.getMonth() + payment, 1);
