import { defineWidget } from '../../core/mount';
import { HomeownerStories } from './homeowner-stories';

/**
 * Our homeowners' stories: a chooser of the four families and the chosen story, the first by
 * default; an address ending in a family's name (#alvarez-family) opens and scrolls to theirs.
 */
export default defineWidget('homeowner-stories', {}, HomeownerStories);
