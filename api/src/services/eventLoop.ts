import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Long work in the API (reading an import file, checking its rows, drawing a statement) runs in slices:
 * between two, the event loop answers the requests that came meanwhile. A slice is a fixed number of
 * steps, each small, so no request waits on more than one slice.
 */
export function sliced(stepsPerSlice: number): () => Promise<void> {
  let steps = 0;
  return async () => {
    if (++steps % stepsPerSlice === 0) await nextTurn();
  };
}

export { nextTurn };
