export type { AccountField } from './account-field';
export { MIN_PASSWORD_LENGTH } from './account-field';
export { ACCOUNT_STATES } from './options/us-states';
