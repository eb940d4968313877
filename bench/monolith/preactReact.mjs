// `react` for the monolith built on Preact (BENCH_MONOLITH_RENDERER=preact): preact/compat, plus the
// one React 19 hook react-router calls that compat lacks. Its optimistic state is never set outside a
// React Server Components router, so the plain state stands in for it.
export * from 'preact/compat';
export { default } from 'preact/compat';

export function useOptimistic(state) {
  return [state, () => {}];
}
