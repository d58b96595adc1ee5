import { defineWidget } from '../../core/mount';
import { MyFavorites } from './my-favorites';

/**
 * My favorites' landing: counts of what is saved and viewed, or for visitors not signed in the
 * sign-in prompt and sample listings.
 */
export default defineWidget('my-favorites', {}, MyFavorites);
