// One federation runtime in the page. The shell is built with `experiments.provideExternalRuntime`:
// it puts its federation runtime core on `globalThis._FEDERATION_RUNTIME_CORE`, and the remotes,
// built with `experiments.externalRuntime`, use that one instead of carrying their own in each
// remoteEntry.js (bytes and start-up work per remote). The price: a remote runs only
// where a compatible runtime core is provided — the shell (all apps build with the one
// @module-federation/enhanced of this repository's lockfile), or, for a remote's own standalone page
// (its harness, without the shell), the file this plugin emits next to its index.html, loaded first.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { compileToTemp } from './compileToTemp.mjs';

export const RUNTIME_CORE_FILE = 'federation-runtime-core.js';
const NAME = 'FederationRuntimeCorePlugin';
const bundles = new Map();

/** The runtime core as a classic script that provides it as the shell does; built once per process. */
function bundleRuntimeCore(mode) {
  if (!bundles.has(mode)) {
    const config = (dir) => {
      const entry = path.join(dir, 'entry.js');
      writeFileSync(
        entry,
        "import * as core from '@module-federation/runtime-core';\n" +
          'globalThis._FEDERATION_RUNTIME_CORE = core;\n' +
          "globalThis._FEDERATION_RUNTIME_CORE_FROM = { name: 'standalone harness', version: 'portal' };\n",
      );
      return {
        mode,
        context: path.resolve(import.meta.dirname, '..'),
        target: 'web',
        entry,
        devtool: false,
        output: { path: dir, filename: 'out.js', iife: true },
        resolve: { modules: [path.resolve(import.meta.dirname, '..', 'node_modules'), 'node_modules'] },
        plugins: [new rspack.DefinePlugin({ ENV_TARGET: JSON.stringify('web') })],
      };
    };
    bundles.set(
      mode,
      compileToTemp('portal-runtime-core-', config, (dir) => readFileSync(path.join(dir, 'out.js'), 'utf8')),
    );
  }
  return bundles.get(mode);
}

/** Emits RUNTIME_CORE_FILE into a remote's build, for its standalone page. */
export class FederationRuntimeCorePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        const code = await bundleRuntimeCore(compiler.options.mode);
        compilation.emitAsset(RUNTIME_CORE_FILE, new rspack.sources.RawSource(code));
      });
    });
  }
}
