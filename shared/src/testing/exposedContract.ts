import { EXPOSED_PAGES, assertPageContract } from '../contracts';

/**
 * The contract test every remote runs for its exposed modules (vitest globals): it exposes exactly
 * the pages the shell loads, and each module passes the shell's load-time contract check.
 * `load` imports an expose file relative to the calling test (dynamic imports resolve per file).
 */
export function describeExposedPages(container: string, exposes: Record<string, string>, load: (basename: string) => Promise<unknown>): void {
  describe(`${container} exposed modules meet the shell's page contract`, () => {
    it('exposes exactly the pages the shell loads', () => {
      const exposed = Object.keys(exposes).map((key) => `${container}/${key.replace('./', '')}`);
      expect(exposed.sort()).toEqual(EXPOSED_PAGES.filter((id) => id.startsWith(`${container}/`)).sort());
    });

    it.each(Object.entries(exposes))('%s', async (name, file) => {
      expect(file).toMatch(/^\.\/src\/exposes\/\w+\.ts$/);
      const module = await load(file.slice('./src/exposes/'.length, -'.ts'.length));
      expect(() => assertPageContract(`${container}/${name.replace('./', '')}`, module)).not.toThrow();
    });

    it('the check refuses a module that speaks another contract', () => {
      expect(() => assertPageContract(`${container}/X`, { default: () => null, contract: 'portal-page@2' })).toThrow(/portal-page@2/);
    });
  });
}
