import { defineWidget } from '../../core';
import { MyProfile } from './my-profile';

export default defineWidget('my-profile', {}, MyProfile);
