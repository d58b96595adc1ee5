import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { GetUpdatesForm } from './get-updates-form';

/** <hb-get-updates-form data-community-id="12">: a "Get updates" button and its dialog → /forms/get-updates. */
export default defineWidget('get-updates-form', { communityId: attr.id('12').optional }, GetUpdatesForm);
