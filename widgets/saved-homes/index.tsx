import { defineWidget } from '../../core';
import { SavedHomes } from './saved-homes';

export default defineWidget('saved-homes', {}, SavedHomes);
