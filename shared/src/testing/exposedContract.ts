import { assertPageContract } from '../contracts';
import { pagesOf } from '../topology.mjs';

/**
 * The contract test every remote runs for its pages (vitest globals): each page the topology gives it
 * has its screen, whose default export is the page's component. The build stamps the contract on each
 * exposed screen (build/pageContractLoader.mjs); the shell's check refuses any other contract.
 * `load` imports a screen (`home/LandingPage`) relative to the remote's `src/screens`.
 */
export function describeExposedPages(container: string, load: (screen: string) => Promise<unknown>): void {
  describe(`${container}: its pages' screens`, () => {
    it.each(pagesOf(container).map((page) => [page.expose, page.screen] as const))('%s', async (_expose, screen) => {
      const module = (await load(screen)) as { default?: unknown };
      expect(['function', 'object']).toContain(typeof module.default);
      expect(module.default).toBeTruthy();
    });

    it("the shell's check refuses a page that speaks another contract", () => {
      expect(() => assertPageContract(`${container}/X`, { default: () => null, contract: 'portal-page@2' })).toThrow(/portal-page@2/);
    });
  });
}
