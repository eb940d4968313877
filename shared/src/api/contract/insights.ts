import { defineEndpoints } from './define';

export const insights = defineEndpoints('insights', {});
