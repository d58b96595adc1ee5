import { defineWidget } from '../../core/mount';
import { MyProfile } from './my-profile';

/** My favorites: edit the profile, and change the password in a dialog. */
export default defineWidget('my-profile', {}, MyProfile);
