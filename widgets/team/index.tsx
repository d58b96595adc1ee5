import { defineWidget } from '../../core/mount';
import { Team } from './team';

/** Our team: every member from the CMS content (our_team), each leading to their own page. */
export default defineWidget('team', {}, Team);
