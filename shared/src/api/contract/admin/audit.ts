import { defineEndpoints } from '../define';

export const adminAudit = defineEndpoints('admin', {});
