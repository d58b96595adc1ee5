import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { CommunityFloorplans } from './community-floorplans';

export default defineWidget('community-floorplans', { communityId: attr.id('3').required }, CommunityFloorplans);
