import { defineWidget } from '../../core/mount';
import { ForgotPassword } from './forgot-password';

/** My favorites: asks for a password reset link; success goes to the sign-in page. */
export default defineWidget('forgot-password', {}, ForgotPassword);
