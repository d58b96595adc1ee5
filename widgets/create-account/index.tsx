import { defineWidget } from '../../core/mount';
import { CreateAccount } from './create-account';

export default defineWidget('create-account', {}, CreateAccount);
