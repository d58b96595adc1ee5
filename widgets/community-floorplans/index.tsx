import { attr, defineWidget } from '../../core';
import { CommunityFloorplans } from './community-floorplans';

export default defineWidget('community-floorplans', { communityId: attr.id('3').required }, CommunityFloorplans);
