import { defineWidget } from '../../core/mount';
import { FullInterestForm } from './full-interest-form';

/** <hb-full-interest-form>: the full interest list → /forms/full-interest. */
export default defineWidget('full-interest-form', {}, FullInterestForm);
