export type { AmountName } from '../validation';
export { checkAmount, isOfferedTerm } from '../validation';
