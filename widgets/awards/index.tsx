import { defineWidget } from '../../core/mount';
import { Awards } from './awards';

/** Every award the builder has won (1996 to today), grouped by year, newest first, with a list to jump to a year. */
export default defineWidget('awards', {}, Awards);
