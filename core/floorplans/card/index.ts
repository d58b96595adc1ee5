export { FloorplanCard } from '../floorplan-card';
