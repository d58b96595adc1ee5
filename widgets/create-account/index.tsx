import { defineWidget } from '../../core';
import { CreateAccount } from './create-account';

export default defineWidget('create-account', {}, CreateAccount);
