import { defineWidget } from '../../core/mount';
import { RealtorProgramForm } from './realtor-program-form';

/** A 'Join our realtor program' button and its form in a dialog, which closes 4 s after success. */
export default defineWidget('realtor-program-form', {}, RealtorProgramForm);
