import { defineEndpoints } from '../define';

export const adminPayments = defineEndpoints('admin', {});
