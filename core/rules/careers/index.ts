export { careerFromPath, careerPath } from './career-from-path';
