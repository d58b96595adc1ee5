import { defineWidget } from '../../core';
import { Login } from './login';

export default defineWidget('login', {}, Login);
