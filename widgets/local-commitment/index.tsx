import { defineWidget } from '../../core/mount';
import { LocalCommitment } from './local-commitment';

/** The local charities and organisations the builder supports, each with its logo and name. */
export default defineWidget('local-commitment', {}, LocalCommitment);
