import { defineWidget } from '../../core/mount';
import { LockInForm } from './lock-in-form';

/** <hb-lock-in-form>: the contact page's lock-in form → /forms/get-updates (type lock-in). */
export default defineWidget('lock-in-form', {}, LockInForm);
