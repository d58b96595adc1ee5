/** One choice of a select, a radio group or a checkbox group: sent as value, shown as label. */
export interface Option {
  value: string;
  label: string;
}
