export { Figures } from './figures';
