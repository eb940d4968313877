import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';

/**
 * The boundaries of eslint.config.mjs, shown on code that crosses them: each snippet is linted as if
 * it were a file at `filePath`, importing real files of the repository.
 */
const eslint = new ESLint({ cwd: import.meta.dirname });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'boundaries/dependencies').map((message) => message.message);
}

/**
 * Lints against features that exist only for the test: two features with unique names under the
 * remote's `src/features/`, holding empty modules and removed afterwards, so that imports resolve as
 * they would in real features.
 */
async function withFeatures<T>(
  remote: string,
  files: (from: string, to: string) => string[],
  lint: (from: string, to: string) => Promise<T>,
): Promise<T> {
  const features = join(import.meta.dirname, remote, 'src', 'features');
  mkdirSync(features, { recursive: true });
  const suffix = `${process.pid}-${Date.now()}`;
  const [from, to] = [`lint-from-${suffix}`, `lint-to-${suffix}`];
  try {
    for (const file of files(from, to)) {
      const path = join(features, file);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, 'export const a = 1;\n');
    }
    return await lint(`${remote}/src/features/${from}`, to);
  } finally {
    for (const name of [from, to]) rmSync(join(features, name), { recursive: true, force: true });
  }
}

describe('lint: who may import whom', () => {
  it('a remote importing another remote fails', async () => {
    const errors = await boundaryErrors(
      'remote-sales/src/screens/sales/Crossing.ts',
      "export { ContactForm } from '../../../../remote-landing/src/features/home/components/ContactForm';\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/remote.*sales.*remote.*landing/s);
  });

  it('a remote importing the shell fails', async () => {
    expect(
      await boundaryErrors('remote-landing/src/Crossing.ts', "export { AppLayout } from '../../shell/src/layout/AppLayout';\n"),
    ).toHaveLength(1);
  });

  it('shared importing an app fails', async () => {
    expect(
      await boundaryErrors('shared/src/Crossing.ts', "export { RemotePage } from '../../shell/src/remotes/RemotePage';\n"),
    ).toHaveLength(1);
  });

  it('product code importing tooling fails', async () => {
    expect(await boundaryErrors('shell/src/Crossing.ts', "export { frontends } from '../../tooling/lib/frontends.mjs';\n")).toHaveLength(1);
    expect(await boundaryErrors('api/src/Crossing.ts', "export { E2E_PORTS } from '../../e2e/support/ports';\n")).toHaveLength(1);
  });

  it("a feature reaching into another feature's insides fails; through its index.ts it passes", async () => {
    const [inside, throughIndex, ownFiles] = await withFeatures(
      'remote-sales',
      (from, to) => [`${to}/index.ts`, `${to}/hooks/useThing.ts`, `${from}/components/List.tsx`],
      (from, to) =>
        Promise.all([
          boundaryErrors(`${from}/Crossing.ts`, `export { a } from '../${to}/hooks/useThing';\n`),
          boundaryErrors(`${from}/Fine.ts`, `export { a } from '../${to}';\n`),
          boundaryErrors(`${from}/hooks/Fine.ts`, "export { a } from '../components/List';\n"),
        ]),
    );
    expect(inside).toHaveLength(1);
    expect(inside[0]).toMatch(/feature="lint-from-.*feature="lint-to-/s);
    expect(throughIndex).toEqual([]);
    expect(ownFiles).toEqual([]);
  });

  it('an app importing @portal/shared, its own files and npm packages passes', async () => {
    const code =
      "import { portalApi } from '@portal/shared';\nimport { useState } from 'react';\nimport { resourceOf } from '../../lib/queryResource';\nexport { portalApi, useState, resourceOf };\n";
    expect(await boundaryErrors('remote-sales/src/screens/sales/Fine.ts', code)).toEqual([]);
  });
});
