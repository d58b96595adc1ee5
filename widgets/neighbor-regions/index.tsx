import { defineWidget } from '../../core/mount';
import { NeighborRegions } from './neighbor-regions';

/** A neighbor you can trust: the regions we build in, each with its neighbours' video in a dialog and a link to its communities. */
export default defineWidget('neighbor-regions', {}, NeighborRegions);
