// The monolith: the shell's build settings (build/rspackCommon.mjs) minus Module Federation, with
// bench/monolith/src/index.tsx as the entry. Same loaders, minifier, CSS handling and file names.
import path from 'node:path';
import { rspack } from '@rspack/core';
import { createConfig } from '../../build/rspackCommon.mjs';

const here = import.meta.dirname;
const shellDir = path.resolve(here, '../../shell');

export default (_env = {}, argv = { mode: 'production' }) => {
  const base = createConfig({ dir: shellDir, name: 'monolith', port: 3810, isHost: true }, argv);
  return {
    ...base,
    context: here,
    entry: { main: path.join(here, 'src/index.tsx') },
    output: { ...base.output, path: path.join(here, 'dist'), uniqueName: 'monolith' },
    plugins: base.plugins
      .filter((plugin) => !/ModuleFederationPlugin/.test(plugin?.constructor?.name ?? ''))
      .map((plugin) =>
        plugin instanceof rspack.HtmlRspackPlugin
          ? new rspack.HtmlRspackPlugin({ template: path.join(here, 'index.html'), chunks: ['main'], minify: true })
          : plugin,
      ),
  };
};
