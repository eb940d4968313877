import { defineEndpoints } from '../define';

export const adminMembers = defineEndpoints('admin', {});
