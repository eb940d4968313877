// The monolith: the shell's build settings (build/rspackCommon.mjs) minus Module Federation, with
// bench/monolith/src/index.tsx as the entry. Same loaders, minifier, CSS handling and file names.
import path from 'node:path';
import { rspack } from '@rspack/core';
import { createConfig } from '../../build/rspackCommon.mjs';
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

export default (_env = {}, argv = { mode: 'production' }) => {
  const base = createConfig({ dir: shellDir, name: 'monolith', port: 3810, isHost: true }, argv);
  return {
    ...base,
    context: here,
    entry: { main: path.join(here, 'src/index.tsx') },
    output: { ...base.output, path: path.join(here, 'dist'), uniqueName: 'monolith' },
    plugins: [new rspack.experiments.VirtualModulesPlugin({ [path.join(here, 'src', 'screens.ts')]: screensModule() }), ...base.plugins]
      .filter((plugin) => !/ModuleFederationPlugin/.test(plugin?.constructor?.name ?? ''))
      .map((plugin) =>
        plugin instanceof rspack.HtmlRspackPlugin
          ? new rspack.HtmlRspackPlugin({ template: path.join(here, 'index.html'), chunks: ['main'], minify: true })
          : plugin,
      ),
  };
};
