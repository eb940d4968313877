import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';

/** What the portal asks of a PGlite: Drizzle's driver and the prepared-statement runner use these. */
export interface PgliteLike {
  readonly closed: boolean;
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  transaction<T>(fn: (tx: PgliteLike) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

type Reply = { id: number; result?: unknown; error?: Record<string, unknown> };
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/** A database error from the worker, with its SQLSTATE fields (`code`, `constraint`, …) as PGlite gives them. */
function rebuildError(data: Record<string, unknown>): Error {
  const error = new Error(String(data['message']));
  const { message: _message, ...fields } = data;
  return Object.assign(error, fields);
}

/**
 * Types whose parsers the caller gave. Only text-keeping parsers cross the thread (functions cannot): the
 * worker keeps these types as the text PostgreSQL sends, which is what Drizzle's parsers do.
 */
const textTypes = (options?: QueryOptions) => (options?.parsers ? Object.keys(options.parsers).map(Number) : undefined);

/**
 * PGlite on a worker thread (`pgliteWorker.mjs`): the same calls as an in-process PGlite, each sent as a
 * message, so that the database's work never holds up the API's event loop. Transactions hold the
 * worker's lock from `BEGIN` to the end of `fn`, as in process.
 */
export class PgliteWorkerClient implements PgliteLike {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private nextTransaction = 1;
  private failure: Error | undefined;
  closed = false;

  /** Calls sent to the database thread and not yet answered: its queue, and the one it is running. */
  get inFlight(): number {
    return this.pending.size;
  }

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: Reply) => {
      const call = this.pending.get(reply.id);
      if (!call) return;
      this.pending.delete(reply.id);
      if (reply.error) call.reject(rebuildError(reply.error));
      else call.resolve(reply.result);
    });
    const fail = (error: Error) => {
      this.failure = error;
      this.closed = true;
      for (const call of this.pending.values()) call.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The database thread stopped (exit code ${code})`)));
  }

  /** Starts the thread and opens the database in `dataDir` (in memory when absent). */
  static async open(dataDir?: string): Promise<PgliteWorkerClient> {
    const worker = new Worker(new URL('./pgliteWorker.mjs', import.meta.url), { workerData: { dataDir }, execArgv: [] });
    await new Promise<void>((resolve, reject) => {
      const onExit = (code: number) => reject(new Error(`The database thread stopped while opening (exit code ${code})`));
      const onMessage = (message: { ready?: boolean }) => {
        if (!message.ready) return;
        worker.off('message', onMessage).off('error', reject).off('exit', onExit);
        resolve();
      };
      worker.on('message', onMessage).once('error', reject).once('exit', onExit);
    });
    return new PgliteWorkerClient(worker);
  }

  private call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions, txId?: number): Promise<Results<T>> {
    return this.call({ op: 'query', sql, params, rowMode: options?.rowMode, textTypes: textTypes(options), blob: options?.blob, txId });
  }

  exec(sql: string, txId?: number): Promise<Results[]> {
    return this.call({ op: 'exec', sql, txId });
  }

  async transaction<T>(fn: (tx: PgliteLike) => Promise<T>): Promise<T> {
    const txId = this.nextTransaction++;
    await this.call({ op: 'begin', txId });
    const tx: PgliteLike = {
      closed: false,
      query: (sql, params, options) => this.query(sql, params, options, txId),
      exec: (sql) => this.exec(sql, txId),
      transaction: () => Promise.reject(new Error('Nested transactions use savepoints')),
      close: () => Promise.reject(new Error('Close the database, not a transaction')),
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (error) {
      await this.call({ op: 'end', txId, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.call({ op: 'end', txId, commit: true });
    return result;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.call({ op: 'close' });
    this.closed = true;
    await this.worker.terminate();
  }

  /** For Drizzle's PGlite driver, which is typed for an in-process PGlite and uses only the calls above. */
  asPglite(): PGlite {
    return this as unknown as PGlite;
  }
}
