import { defineEndpoints } from './define';

export const account = defineEndpoints('account', {});
