import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rspack, type RspackOptions } from '@rspack/core';
import { createConfig } from '../../build/rspackCommon.mjs';
import { rootDir } from '../../scripts/lib/frontends.mjs';
import { exposes, prerender } from '../../remote-landing/rspack.config.mjs';

/**
 * Another release of the landing remote, built from a copy of its source with one change to the
 * exposed LandingPage — as its team would ship it, without touching the shell or other remotes.
 *  - `banner`: a visible "new release" banner above the page;
 *  - `contract-break`: the page claims a contract version the shell does not speak.
 */
export async function buildLandingRelease(kind: 'banner' | 'contract-break'): Promise<string> {
  const dir = path.join(rootDir, 'e2e', '.work', kind, 'remote-landing');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(path.join(rootDir, 'remote-landing', 'src'), path.join(dir, 'src'), { recursive: true });
  cpSync(path.join(rootDir, 'remote-landing', 'package.json'), path.join(dir, 'package.json'));
  const expose = path.join(dir, 'src', 'exposes', 'LandingPage.ts');
  if (kind === 'banner') {
    writeFileSync(
      expose.replace(/\.ts$/, '.tsx'),
      `import LandingPage from '../screens/home/LandingPage';
export const contract = 'portal-page@1';
export default function LandingPageRelease2() {
  return (<><p role="note" data-testid="release-banner">New release: landing v2</p><LandingPage /></>);
}
`,
    );
    rmSync(expose);
  } else {
    writeFileSync(expose, `export const contract = 'portal-page@2';\nexport { default } from '../screens/home/LandingPage';\n`);
  }
  const releaseExposes = { ...exposes, './LandingPage': kind === 'banner' ? './src/exposes/LandingPage.tsx' : './src/exposes/LandingPage.ts' };
  const config = createConfig({ dir, name: 'remote_landing', port: 0, exposes: releaseExposes, prerender }, { mode: 'production' });
  await new Promise<void>((resolve, reject) => {
    rspack(config as RspackOptions).run((error, stats) => {
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
      else resolve();
    });
  });
  return path.join(dir, 'dist');
}
