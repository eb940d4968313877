import { defineEndpoints } from './define';

export const renewals = defineEndpoints('renewals', {});
