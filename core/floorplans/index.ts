export { FloorplanCard } from './floorplan-card';
export { FloorplanFilterBar } from './floorplan-filter-bar';
export { useFloorplanView } from './use-floorplan-view';
export { FLOORPLANS_PAGE_SIZE } from './page-size';
