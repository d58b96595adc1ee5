import { defineWidget } from '../../core/mount';
import { FullInterestForm } from './full-interest-form';

/**
 * The full interest list: desired locations, home types, price range and timeframe; it posts to
 * /forms/full-interest.
 */
export default defineWidget('full-interest-form', {}, FullInterestForm);
