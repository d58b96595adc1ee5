export { PreFormFlow } from './pre-form-flow';
