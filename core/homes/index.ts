export { HomeCard } from './home-card';
export { useHomeText } from './home-text';
