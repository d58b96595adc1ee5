import { defineWidget } from '../../core/mount';
import { LockInForm } from './lock-in-form';

/** The lock-in-today's-price form; it posts to /forms/get-updates with type lock-in. */
export default defineWidget('lock-in-form', {}, LockInForm);
