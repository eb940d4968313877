import { defineEndpoints } from './define';

export const payouts = defineEndpoints('payouts', {});
