import { messageResponseSchema } from '../../validation/responses';
import { contactSchema } from '../../validation/schemas';
import { defineEndpoints } from './define';

/** The landing page's contact form (posted as JSON, or natively as a urlencoded form when its script is not running). */
export const contact = defineEndpoints('contact', {
  contactUs: {
    method: 'POST',
    path: '/contact',
    access: 'public',
    summary: 'Send a message to the contact inbox',
    body: contactSchema,
    responses: { 200: messageResponseSchema },
  },
});
