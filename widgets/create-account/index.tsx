import { defineWidget } from '../../core/mount';
import { CreateAccount } from './create-account';

/** My favorites: create an account; success goes to saved floorplans. */
export default defineWidget('create-account', {}, CreateAccount);
