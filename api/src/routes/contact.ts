import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, contactSchema, messageResponseSchema } from '@portal/shared/validation';
import { sql } from '../db/client.js';
import { contactMail } from '../services/mails.js';
import { enqueueMail } from '../services/outbox.js';
import { errorResponses, publicLimit } from './common.js';

export const CONTACT_THANKS = 'Thank you for contacting us. We will get back to you soon.';

export async function contactRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.post(
    apiPaths.contactUs,
    {
      config: publicLimit(app),
      schema: { tags: ['contact'], body: contactSchema, response: { 200: messageResponseSchema, ...errorResponses } },
    },
    async (request) => {
      const message = request.body;
      await app.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO contact_messages (name, email, phone, message, referer)
          VALUES (${message.name}, ${message.email}, ${message.phone}, ${message.message}, ${message.referer ?? null})`);
        await enqueueMail(tx, contactMail(app.config.contactInbox, message));
      });
      return { status: 'success' as const, message: CONTACT_THANKS };
    },
  );
}
