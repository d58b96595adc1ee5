export { memberFromPath, memberPath, TEAM_PATH } from './member-path';
