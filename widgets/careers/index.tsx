import { defineWidget } from '../../core/mount';
import { Careers } from './careers';

/** Our open positions, each linking to its page (/careers/{id}) with the application form. */
export default defineWidget('careers', {}, Careers);
