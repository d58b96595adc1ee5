import { defineWidget } from '../../core';
import { ForgotPassword } from './forgot-password';

export default defineWidget('forgot-password', {}, ForgotPassword);
