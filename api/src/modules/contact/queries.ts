import { sql, type Db } from '../../db/client.js';
import type { ContactMessage } from './service.js';

export async function insertContactMessage(tx: Pick<Db, 'execute'>, message: ContactMessage): Promise<void> {
  await tx.execute(sql`INSERT INTO contact_messages (name, email, phone, message, referer)
    VALUES (${message.name}, ${message.email}, ${message.phone}, ${message.message}, ${message.referer ?? null})`);
}
