import { defineWidget } from '../../core';
import { SavedFloorplans } from './saved-floorplans';

export default defineWidget('saved-floorplans', {}, SavedFloorplans);
