/**
 * The contract between the shell and the pages the remotes expose. A remote is released on its own,
 * so the shell checks at load time that an exposed module still speaks the contract it was built
 * for; a module that does not is shown as unavailable instead of breaking the page.
 *
 * An exposed page module must export:
 *  - `default`: a React component that takes no props;
 *  - `contract`: exactly PAGE_CONTRACT, written as a literal in the remote's own build (not imported
 *    at runtime, since `@portal/shared` itself is shared and would always answer the shell's value).
 */
export const PAGE_CONTRACT = 'portal-page@1' as const;
export type PageContract = typeof PAGE_CONTRACT;

/** Every page the shell loads, by `<container>/<exposed name>`. */
export const EXPOSED_PAGES = [
  'remote_landing/LandingPage',
  'remote_landing/PrivacyPolicyPage',
  'remote_landing/TermsPage',
  'remote_onboarding/LoginPage',
  'remote_onboarding/SignupPage',
  'remote_onboarding/SetPasswordPage',
  'remote_onboarding/ResetPasswordPage',
  'remote_sales/SalesPage',
  'remote_sales/ProfilePage',
  'remote_sales/ActivityPage',
] as const;
export type ExposedPageId = (typeof EXPOSED_PAGES)[number];

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
