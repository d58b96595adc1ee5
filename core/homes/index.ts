export { HomeCard } from './home-card';
