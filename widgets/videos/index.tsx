import { defineWidget } from '../../core/mount';
import { Videos } from './videos';

/** Homeowner care videos: a grid of the library's videos; the one a visitor picks plays in a dialog. */
export default defineWidget('videos', {}, Videos);
