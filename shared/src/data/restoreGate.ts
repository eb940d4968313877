/**
 * Reads wait for the member's saved answers to be put back in the cache before asking the API: an answer
 * that arrived first would be overwritten by an older saved one, or the other way round.
 */
let restoring: Promise<void> = Promise.resolve();

/** Resolves once the saved answers of the signed-in member (if any) are in the cache. */
export function whenRestored(): Promise<void> {
  return restoring;
}

/** For the persistence: the reads sent from now on wait for `restore`. */
export function gateReadsOn(restore: Promise<void>): void {
  restoring = restore.catch(() => undefined);
}
