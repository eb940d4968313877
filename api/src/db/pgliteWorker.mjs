// @ts-check
/**
 * The embedded database's thread. PGlite runs PostgreSQL compiled to WebAssembly on the thread that calls
 * it, so a long statement there blocks everything else the thread does; here it blocks only this thread,
 * and the API's event loop keeps answering. `pgliteWorkerClient.ts` is the other end: it sends each call
 * as a message and gets its result (or its error, with the SQLSTATE fields) back.
 *
 * Plain JavaScript, so the worker starts the same under tsx, vitest and a built image.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

if (!parentPort) throw new Error('pgliteWorker.mjs runs as a worker thread');
const port = parentPort;

/** @type {{ dataDir?: string }} */
const options = workerData ?? {};
const db = await PGlite.create(options.dataDir);

/**
 * Open transactions by id: each holds PGlite's own lock until the main thread ends it, so statements
 * outside it wait, as they would in process.
 * @type {Map<number, { tx: import('@electric-sql/pglite').Transaction, end: (commit: boolean) => void }>}
 */
const transactions = new Map();

/** Drizzle asks for these types as the database writes them (dates and intervals as text). */
const identity = (/** @type {string} */ value) => value;
/** @param {number[] | undefined} types */
const textParsers = (types) => (types ? Object.fromEntries(types.map((type) => [type, identity])) : undefined);

/** The fields of a database error that callers read (SQLSTATE, constraint, …), as plain data. */
const ERROR_FIELDS = [
  'code',
  'detail',
  'hint',
  'constraint',
  'table',
  'column',
  'schema',
  'severity',
  'position',
  'where',
  'dataType',
  'routine',
];
/** @param {unknown} error */
function errorData(error) {
  const source = /** @type {Record<string, unknown>} */ (error instanceof Error ? error : { message: String(error) });
  /** @type {Record<string, unknown>} */
  const data = { name: source['name'] ?? 'Error', message: source['message'] ?? String(error) };
  for (const field of ERROR_FIELDS) if (source[field] !== undefined) data[field] = source[field];
  return data;
}

class Rollback extends Error {}

/**
 * Opens a transaction and answers call `id` from inside it, once PGlite's lock is held. Returns how it
 * ends (committed, or rolled back on the main thread's word); a failure to begin answers `id` instead.
 * @param {number} id @param {number} txId
 */
function begin(id, txId) {
  let begun = false;
  const outcome = db
    .transaction(
      (tx) =>
        new Promise((resolve, reject) => {
          transactions.set(txId, { tx, end: (commit) => (commit ? resolve(undefined) : reject(new Rollback())) });
          begun = true;
          port.postMessage({ id, result: null });
        }),
    )
    .then(
      () => ({ committed: true }),
      (error) => (error instanceof Rollback ? { committed: false } : Promise.reject(error)),
    );
  outcome.catch((error) => {
    if (!begun) port.postMessage({ id, error: errorData(error) });
  });
  return outcome;
}

/** @type {Map<number, Promise<unknown>>} transactions being ended, by id: their outcome answers the `end` call */
const ending = new Map();

port.on('message', async (/** @type {any} */ message) => {
  const { id, op, txId } = message;
  try {
    let result;
    if (op === 'begin') {
      // Answered from inside the transaction (once PGlite's lock is ours); its end answers the `end` call.
      ending.set(txId, begin(id, txId));
      return;
    }
    const target = txId === undefined ? db : transactions.get(txId)?.tx;
    if (!target) throw new Error(`No open transaction ${txId}`);
    if (op === 'query') {
      const parsers = textParsers(message.textTypes);
      result = await target.query(message.sql, message.params, {
        ...(message.rowMode ? { rowMode: message.rowMode } : {}),
        ...(parsers ? { parsers } : {}),
        // `COPY … FROM '/dev/blob'` reads this.
        ...(message.blob ? { blob: message.blob } : {}),
      });
    } else if (op === 'exec') {
      result = await target.exec(message.sql);
    } else if (op === 'end') {
      transactions.get(txId)?.end(message.commit);
      transactions.delete(txId);
      result = await ending.get(txId);
      ending.delete(txId);
    } else if (op === 'close') {
      await db.close();
      result = null;
    } else {
      throw new Error(`Unknown operation ${op}`);
    }
    port.postMessage({ id, result });
  } catch (error) {
    if (op === 'end') {
      transactions.delete(txId);
      ending.delete(txId);
    }
    port.postMessage({ id, error: errorData(error) });
  }
});

port.postMessage({ ready: true });
