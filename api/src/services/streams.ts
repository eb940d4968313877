import { Readable } from 'node:stream';

/**
 * A stream of `chunks` whose first chunk is read before it is returned: an error up to there (a refused
 * filter, a failed first query) is an ordinary error answer, not a download cut after its headers. The
 * stream pulls the next chunk only when the client has taken the last one, and stops the generator when
 * the client goes away.
 */
export async function streamStartingWith(chunks: AsyncGenerator<string>): Promise<Readable> {
  const first = await chunks.next();
  return Readable.from(
    (async function* () {
      if (!first.done) yield first.value;
      yield* chunks;
    })(),
  );
}

/**
 * At most `size` of a kind of long work at once in this process (each holds a database connection while
 * it queries); the others wait their turn, so that they cannot take every connection of the pool.
 */
export class WorkSlots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(size: number) {
    this.free = size;
  }

  /** Waits for a slot; the function returned gives it back (a second call does nothing). */
  async take(): Promise<() => void> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    };
  }
}
