// `react` for the monolith built on Preact (BENCH_MONOLITH_RENDERER=preact): preact/compat, plus the
// one React 19 hook react-router calls that compat lacks. The router sets its optimistic state only when
// it is given `useTransitions` (or runs under React Server Components), which the portal's router is not,
// so the plain state stands in for it.
export * from 'preact/compat';
export { default } from 'preact/compat';

/** One setter for every render, as React's is: the router's callbacks depend on it. */
const neverSet = () => {};

export function useOptimistic(state) {
  return [state, neverSet];
}
