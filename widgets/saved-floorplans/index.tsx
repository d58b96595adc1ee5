import { defineWidget } from '../../core/mount';
import { SavedFloorplans } from './saved-floorplans';

/** My favorites: the floorplans the visitor saved; a heart unsaves one. */
export default defineWidget('saved-floorplans', {}, SavedFloorplans);
