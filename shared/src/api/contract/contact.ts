import { messageResponseSchema } from '../../validation/responses';
import { contactSchema } from '../../validation/schemas';
import { defineEndpoints } from './define';
import { CONTACT_FORM_PATH } from './formPaths';

/** The landing page's contact form (posted as JSON, or natively as a urlencoded form when its script is not running). */
export const contact = defineEndpoints('contact', {
  contactUs: {
    method: 'POST',
    path: CONTACT_FORM_PATH,
    access: 'public',
    summary: 'Send a message to the contact inbox',
    body: contactSchema,
    responses: { 200: messageResponseSchema },
  },
});
