import { attr, defineWidget } from '../../core';
import { FloorplanDetail } from './floorplan-detail';

export default defineWidget('floorplan-detail', { planId: attr.id('101').required }, FloorplanDetail);
