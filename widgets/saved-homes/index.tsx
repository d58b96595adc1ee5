import { defineWidget } from '../../core/mount';
import { SavedHomes } from './saved-homes';

/** My favorites: the homes and communities the visitor saved; a heart unsaves one. */
export default defineWidget('saved-homes', {}, SavedHomes);
