import { defineWidget } from '../../core/mount';
import { Compare } from './compare';

/**
 * Compare up to 3 move-in-ready homes and floorplans side by side: photo, price, estimated monthly
 * payment, beds, baths, sq ft, community and feature sheet, the rows that differ marked. The ids
 * come from the address (?compare=home-501,plan-101), so a comparison can be shared; without them,
 * what the visitor chose with the Compare toggles on cards (the tray's choice); with nothing
 * chosen, where to find homes and plans above the comparison drawn empty, its rows named. Prints
 * on one landscape page.
 */
export default defineWidget('compare', {}, Compare);
