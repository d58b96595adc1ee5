import { defineWidget } from '../../core/mount';
import { SavedFloorplans } from './saved-floorplans';

export default defineWidget('saved-floorplans', {}, SavedFloorplans);
