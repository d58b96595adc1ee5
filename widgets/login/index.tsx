import { defineWidget } from '../../core/mount';
import { Login } from './login';

/** My favorites: sign in; success goes to saved floorplans. */
export default defineWidget('login', {}, Login);
