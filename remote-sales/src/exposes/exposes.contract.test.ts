import { EXPOSED_PAGES, assertPageContract } from '@portal/shared';
import { exposes } from '../../rspack.config.mjs';

const container = 'remote_sales';

describe(`${container} exposed modules meet the shell's page contract`, () => {
  it('exposes exactly the pages the shell loads', () => {
    const exposed = Object.keys(exposes).map((key) => `${container}/${key.replace('./', '')}`);
    expect(exposed.sort()).toEqual(EXPOSED_PAGES.filter((id) => id.startsWith(`${container}/`)).sort());
  });

  it.each(Object.entries(exposes))('%s', async (name, file) => {
    expect(file).toMatch(/^\.\/src\/exposes\/\w+\.ts$/);
    const module: unknown = await import(`./${file.slice('./src/exposes/'.length, -'.ts'.length)}.ts`);
    expect(() => assertPageContract(`${container}/${name.replace('./', '')}`, module)).not.toThrow();
  });

  it('the check refuses a module that speaks another contract', () => {
    expect(() => assertPageContract(`${container}/X`, { default: () => null, contract: 'portal-page@2' })).toThrow(/portal-page@2/);
  });
});
