import { defineEndpoints } from '../define';

export const adminInbox = defineEndpoints('admin', {});
