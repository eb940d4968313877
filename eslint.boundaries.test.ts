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

describe('lint: who may import whom', () => {
  it('a remote importing another remote fails', async () => {
    const errors = await boundaryErrors(
      'remote-sales/src/screens/sales/Crossing.ts',
      "export { ContactForm } from '../../../../remote-landing/src/screens/home/ContactForm';\n",
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

  it('an app importing @portal/shared, its own files and npm packages passes', async () => {
    const code =
      "import { portalApi } from '@portal/shared';\nimport { useState } from 'react';\nimport { LinkButton } from '../../components/LinkButton';\nexport { portalApi, useState, LinkButton };\n";
    expect(await boundaryErrors('remote-sales/src/screens/sales/Fine.ts', code)).toEqual([]);
  });
});
