import { PAGE_CONTRACT, PAGES, pageIdOf, type Page } from './topology.mjs';

/**
 * The contract between the shell and the pages the remotes expose. A remote is released on its own,
 * so the shell checks at load time that an exposed module still speaks the contract it was built
 * for; a module that does not is shown as unavailable instead of breaking the page.
 *
 * An exposed page module must export:
 *  - `default`: a React component that takes no props;
 *  - `contract`: exactly PAGE_CONTRACT, stamped as a literal by the remote's own build
 *    (build/pageContractLoader.mjs), since `@portal/shared` itself is shared and would always answer
 *    the shell's value.
 */
export { PAGE_CONTRACT };
export type PageContract = typeof PAGE_CONTRACT;

type TopologyPage = (typeof PAGES)[number];
/** A page the shell loads, as `<container>/<exposed name>`. */
export type ExposedPageId = TopologyPage extends infer Page
  ? Page extends { remote: infer R extends string; expose: infer E extends string }
    ? `${R}/${E}`
    : never
  : never;

/** How the shell loads a page of the topology. */
export const exposedPageIdOf = (page: Page): ExposedPageId => pageIdOf(page) as ExposedPageId;

export class ContractError extends Error {
  override name = 'ContractError';
}

/** Throws a ContractError unless `module` is a page module speaking PAGE_CONTRACT. */
export function assertPageContract(id: string, module: unknown): asserts module is { default: unknown; contract: PageContract } {
  if (typeof module !== 'object' || module === null) throw new ContractError(`${id} is not a module`);
  const { contract, default: page } = module as { contract?: unknown; default?: unknown };
  if (contract !== PAGE_CONTRACT) {
    throw new ContractError(`${id} speaks contract ${JSON.stringify(contract ?? null)}, the portal expects ${PAGE_CONTRACT}`);
  }
  // A component is a function, or an object for memo/forwardRef components.
  if (!page || (typeof page !== 'function' && typeof page !== 'object')) {
    throw new ContractError(`${id} has no page component as its default export`);
  }
}
