import { defineEndpoints } from './define';

export const contact = defineEndpoints('contact', {});
