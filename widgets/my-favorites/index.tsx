import { defineWidget } from '../../core/mount';
import { MyFavorites } from './my-favorites';

export default defineWidget('my-favorites', {}, MyFavorites);
