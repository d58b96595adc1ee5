export { FloorplanModal } from './floorplan-modal';
