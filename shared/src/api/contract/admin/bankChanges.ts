import { defineEndpoints } from '../define';

export const adminBankChanges = defineEndpoints('admin', {});
