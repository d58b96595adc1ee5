import { defineWidget } from '../../core/mount';
import { MyProfile } from './my-profile';

export default defineWidget('my-profile', {}, MyProfile);
