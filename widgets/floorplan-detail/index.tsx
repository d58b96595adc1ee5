import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { FloorplanDetail } from './floorplan-detail';

export default defineWidget('floorplan-detail', { planId: attr.id('101').required }, FloorplanDetail);
