import { defineEndpoints } from '../define';

export const adminImports = defineEndpoints('admin', {});
