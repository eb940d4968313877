import type { FastifyBaseLogger } from 'fastify';
import type { ImportRecord, OperatorActor } from '@portal/shared/admin';
import type { Db } from '../../../db/client.js';
import { runImport, startImportRecord, type PolicyFilePlan } from './policyImport.js';

/**
 * The back office's imports that run in this API process after their request has been answered (202).
 * Closing stops them between chunks (recorded as failed: importing the same file again finishes it) and
 * waits for the chunk under way, so no import writes to a closed database.
 */
export class ImportJobs {
  private readonly running = new Map<number, Promise<unknown>>();
  private stopping = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Records the import (status running) and starts it; returns the record at once. */
  async start(actor: OperatorActor, fileName: string, plan: PolicyFilePlan): Promise<ImportRecord> {
    const record = await startImportRecord(this.db, actor, fileName, plan);
    const job = runImport(this.db, record.id, actor, plan, { shouldStop: () => this.stopping })
      .catch((error: unknown) => this.log.error({ err: error, importId: record.id }, 'policy import failed'))
      .finally(() => this.running.delete(record.id));
    this.running.set(record.id, job);
    return record;
  }

  async close(): Promise<void> {
    this.stopping = true;
    await Promise.allSettled([...this.running.values()]);
  }
}
