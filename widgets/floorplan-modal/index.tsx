import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { FloorplanModalButton } from './floorplan-modal-button';

/**
 * A 'View the floorplan' button that opens the floorplan modal: the plan's elevations, beds,
 * baths, sq ft, price from and the communities offering it. An editor triggers it from any CMS
 * content by placing the widget (element, div or link form) where the button should be.
 */
export default defineWidget(
  'floorplan-modal',
  {
    /** The plan the dialog shows. */
    planId: attr.id('101').required,
    /** The plan's name for the button ("View the Aspen floorplan"); without it, "View the floorplan". */
    name: attr.string('Aspen').optional,
  },
  FloorplanModalButton,
);
