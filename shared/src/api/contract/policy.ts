import { defineEndpoints } from './define';

export const policy = defineEndpoints('policy', {});
