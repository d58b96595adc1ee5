import { defineWidget } from '../../core/mount';
import { Login } from './login';

export default defineWidget('login', {}, Login);
