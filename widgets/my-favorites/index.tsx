import { defineWidget } from '../../core';
import { MyFavorites } from './my-favorites';

export default defineWidget('my-favorites', {}, MyFavorites);
