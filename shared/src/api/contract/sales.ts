import { defineEndpoints } from './define';

export const sales = defineEndpoints('sales', {});
