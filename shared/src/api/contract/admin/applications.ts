import { defineEndpoints } from '../define';

export const adminApplications = defineEndpoints('admin', {});
