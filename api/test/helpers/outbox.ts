import type { Db } from '../../src/db/client.js';
import { createOutboxWorker } from '../../src/services/outbox.js';

/** Sends what the outbox holds now to the SMTP server at `smtpUrl`: one pass of a worker, then stopped. */
export async function deliverOutbox(db: Db, smtpUrl: string) {
  const worker = createOutboxWorker({ db, smtpUrl, from: 'Agent Portal <no-reply@agentportal.in>' });
  try {
    return await worker.runOnce();
  } finally {
    await worker.stop();
  }
}
