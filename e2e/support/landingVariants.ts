import { cpSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rspack, type RspackOptions } from '@rspack/core';
import { createConfig, remoteApp } from '../../build/rspackCommon.mjs';
import { rootDir } from '../../tooling/lib/frontends.mjs';

/**
 * Another release of the landing remote, built from a copy of its source with one change to its
 * LandingPage — as its team would ship it, without touching the shell or other remotes:
 *  - `banner`: a visible "new release" banner above the page;
 *  - `contract-break`: the release speaks a page contract the shell does not.
 */
export async function buildLandingRelease(kind: 'banner' | 'contract-break'): Promise<string> {
  const dir = path.join(rootDir, 'e2e', '.work', kind, 'remote-landing');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(path.join(rootDir, 'remote-landing', 'src'), path.join(dir, 'src'), { recursive: true });
  cpSync(path.join(rootDir, 'remote-landing', 'package.json'), path.join(dir, 'package.json'));
  if (kind === 'banner') {
    const screens = path.join(dir, 'src', 'screens', 'home');
    renameSync(path.join(screens, 'LandingPage.tsx'), path.join(screens, 'LandingPageV1.tsx'));
    writeFileSync(
      path.join(screens, 'LandingPage.tsx'),
      `import LandingPageV1 from './LandingPageV1';
export default function LandingPage() {
  return (<><p role="note" data-testid="release-banner">New release: landing v2</p><LandingPageV1 /></>);
}
`,
    );
  }
  const release = { ...remoteApp(dir), port: 0, ...(kind === 'contract-break' ? { pageContract: 'portal-page@2' } : {}) };
  const config = createConfig(release, { mode: 'production' });
  await new Promise<void>((resolve, reject) => {
    rspack(config as RspackOptions).run((error, stats) => {
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
      else resolve();
    });
  });
  return path.join(dir, 'dist');
}
