// The monolith: the shell's build settings (build/rspackCommon.mjs) minus Module Federation, with
// bench/monolith/src/index.tsx as the entry. Same loaders, minifier, CSS handling and file names.
// BENCH_MONOLITH_RENDERER=preact builds it on preact/compat instead of React (an experiment: what a
// lighter renderer would buy), into dist/preact/.
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { createConfig } from '../../build/rspackCommon.mjs';
import { monolithDist, monolithOnPreact } from '../lib/common.mjs';
import { PAGES, pageIdOf, remoteNamed, screenModuleOf } from '../../shared/src/topology.mjs';

const here = import.meta.dirname;
const shellDir = path.resolve(here, '../../shell');
const rootDir = path.resolve(here, '../..');

/** `src/screens.ts`, generated: every page's screen of the topology, by page id, as a lazy import. */
function screensModule() {
  const entries = PAGES.map((page) => {
    const file = path.join(rootDir, remoteNamed(page.remote).dir, screenModuleOf(page));
    return `  ${JSON.stringify(pageIdOf(page))}: () => import(${JSON.stringify(file)}),`;
  });
  return `export const screens = {\n${entries.join('\n')}\n};\n`;
}

/** What React's entry points become on Preact. */
function preactAliases() {
  const preact = path.dirname(createRequire(import.meta.url).resolve('preact/package.json'));
  return {
    react$: path.join(here, 'preactReact.mjs'),
    'react/jsx-runtime$': path.join(preact, 'compat', 'jsx-runtime.mjs'),
    'react/jsx-dev-runtime$': path.join(preact, 'compat', 'jsx-dev-runtime.mjs'),
    'react-dom/client$': path.join(preact, 'compat', 'client.mjs'),
    'react-dom$': path.join(preact, 'compat', 'dist', 'compat.mjs'),
  };
}

export default (_env = {}, argv = { mode: 'production' }) => {
  const base = createConfig({ dir: shellDir, name: 'monolith', port: 3810, isHost: true }, argv);
  return {
    ...base,
    context: here,
    entry: { main: path.join(here, 'src/index.tsx') },
    output: { ...base.output, path: monolithDist(), uniqueName: 'monolith' },
    resolve: monolithOnPreact() ? { ...base.resolve, alias: { ...base.resolve?.alias, ...preactAliases() } } : base.resolve,
    plugins: [new rspack.experiments.VirtualModulesPlugin({ [path.join(here, 'src', 'screens.ts')]: screensModule() }), ...base.plugins]
      .filter((plugin) => !/ModuleFederationPlugin/.test(plugin?.constructor?.name ?? ''))
      .map((plugin) =>
        plugin instanceof rspack.HtmlRspackPlugin
          ? new rspack.HtmlRspackPlugin({ template: path.join(here, 'index.html'), chunks: ['main'], minify: true })
          : plugin,
      ),
  };
};
