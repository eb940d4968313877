/**
 * The errors of a remote's code that did not load (as opposed to a page that broke while rendering):
 * only those are retried by themselves when the connection comes back.
 */
const failures = new WeakSet<Error>();

export function markLoadFailure(error: unknown): Error {
  const failure = error instanceof Error ? error : new Error(String(error));
  failures.add(failure);
  return failure;
}

export const isLoadFailure = (error: unknown): boolean => error instanceof Error && failures.has(error);
