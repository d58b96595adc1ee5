export { MIN_PASSWORD_LENGTH } from './field-rules';
export { ACCOUNT_STATES } from './options/us-states';
export { formatDate } from './date-rules';
export { formWords } from './form-phrases';
