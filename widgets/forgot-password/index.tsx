import { defineWidget } from '../../core/mount';
import { ForgotPassword } from './forgot-password';

export default defineWidget('forgot-password', {}, ForgotPassword);
