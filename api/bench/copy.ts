/**
 * Bulk loading for the benchmark generator: `COPY … FROM STDIN` on PostgreSQL (streamed, with back-pressure)
 * and `COPY … FROM '/dev/blob'` on PGlite (in blobs of a few tens of megabytes), fed with text-format rows.
 */
import { once } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** What `pg`'s client calls on a submittable query, and what it hands it (the wire connection). */
interface PgConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  stream: NodeJS.WritableStream & { writableLength: number; writable: boolean };
}

/**
 * A `COPY … FROM STDIN` as a pg submittable: sends the chunks as CopyData messages once the server asks for
 * them, waiting for the socket to drain; resolves with the server's row count.
 */
class CopyFromStdin {
  readonly done: Promise<number>;
  private settle!: (error: Error | null) => void;
  private rowCount = 0;
  private failure: Error | null = null;

  constructor(
    private readonly text: string,
    private readonly chunks: AsyncIterable<string> | Iterable<string>,
  ) {
    this.done = new Promise<number>((resolve, reject) => {
      let settled = false;
      this.settle = (error) => {
        if (settled) return;
        settled = true;
        if (error) reject(error);
        else resolve(this.rowCount);
      };
    });
  }

  submit(connection: PgConnection) {
    connection.query(this.text);
  }

  handleCopyInResponse(connection: PgConnection) {
    void this.send(connection);
  }

  private async send(connection: PgConnection) {
    try {
      for await (const chunk of this.chunks) {
        if (this.failure) break;
        connection.sendCopyFromChunk(Buffer.from(chunk));
        if (connection.stream.writableLength > 8 << 20) await once(connection.stream, 'drain');
        // Let the other COPYs of a parallel load (and the socket's replies) have their turn.
        else await new Promise((resolve) => setImmediate(resolve));
      }
    } catch (error) {
      this.failure ??= error as Error;
    }
    if (connection.stream.writable) connection.endCopyFrom();
  }

  handleCommandComplete(message: { text?: string }) {
    this.rowCount = Number(/(\d+)$/.exec(message.text ?? '')?.[1] ?? 0);
  }

  handleError(error: Error) {
    this.failure ??= error;
    this.settle(error);
  }

  handleReadyForQuery() {
    this.settle(this.failure);
  }

  // Nothing else comes back from a COPY FROM.
  handleRowDescription() {}
  handleDataRow() {}
  handleEmptyQuery() {}
  handlePortalSuspended() {}
  handleCopyData() {}
}

const BLOB_BYTES = 32 << 20;

/** Rows (text format, tab-separated, each ending with a newline) into `table (columns)`; returns the row count. */
export async function copyInto(
  client: pg.PoolClient | PGlite,
  table: string,
  columns: readonly string[],
  chunks: AsyncIterable<string> | Iterable<string>,
): Promise<number> {
  const text = `COPY ${table} (${columns.join(', ')}) FROM STDIN`;
  if ('release' in client) {
    const copy = new CopyFromStdin(text, chunks);
    void (client as unknown as { query(q: CopyFromStdin): unknown }).query(copy);
    return copy.done;
  }
  const lite = client as PGlite;
  let count = 0;
  let pending: string[] = [];
  let bytes = 0;
  const flush = async () => {
    if (!pending.length) return;
    const result = await lite.query(`COPY ${table} (${columns.join(', ')}) FROM '/dev/blob'`, [], { blob: new Blob(pending) });
    count += result.affectedRows ?? 0;
    pending = [];
    bytes = 0;
  };
  for await (const chunk of chunks) {
    pending.push(chunk);
    bytes += chunk.length;
    if (bytes >= BLOB_BYTES) await flush();
  }
  await flush();
  return count;
}

/** Joins lines into chunks of about `size` characters. */
export function* chunked(lines: Iterable<string>, size = 1 << 20): Generator<string> {
  let parts: string[] = [];
  let length = 0;
  for (const line of lines) {
    parts.push(line);
    length += line.length;
    if (length >= size) {
      yield parts.join('');
      parts = [];
      length = 0;
    }
  }
  if (parts.length) yield parts.join('');
}
