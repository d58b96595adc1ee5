import { defineWidget } from '../../core/mount';
import { TwelveDaysForm } from './twelve-days-form';

/**
 * The twelve days of giving entry: a short pre-form, then the entry itself (sent without
 * validation, as spec.md says), or a dialog offering another entry.
 */
export default defineWidget('twelve-days-form', {}, TwelveDaysForm);
