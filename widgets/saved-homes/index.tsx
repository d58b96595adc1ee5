import { defineWidget } from '../../core/mount';
import { SavedHomes } from './saved-homes';

export default defineWidget('saved-homes', {}, SavedHomes);
