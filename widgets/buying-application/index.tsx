import { defineWidget } from '../../core/mount';
import { BuyingApplication } from './buying-application';

/** The buying application: a buyer's pre-qualification with their social security number, kept out of every draft. */
export default defineWidget('buying-application', {}, BuyingApplication);
