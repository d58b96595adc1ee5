import { defineWidget } from '../../core/mount';
import { NotFound } from './not-found';

/**
 * The 404 page's content: a friendly message, ways back without searching (communities by region,
 * floorplans, contact) and three communities near what the visitor viewed last, else our newest.
 */
export default defineWidget('not-found', {}, NotFound);
