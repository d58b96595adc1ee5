import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { CommunityMap } from './community-map';

/** <hb-community-map data-region="north-lakeland" data-view="list">: communities on a map and in a list. */
export default defineWidget('community-map', { region: attr.string('north-lakeland').optional, view: attr.enum(['map', 'list'] as const).optional }, CommunityMap);
