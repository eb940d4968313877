// The federation runtime packages ship the same code twice: CommonJS (`dist/*.cjs`) and ES modules
// (`dist/*.js`). The ModuleFederationPlugin finds them with `require.resolve` and aliases, so the
// builds got the CommonJS files, which rspack cannot tree-shake: the shell's entry carried unused
// runtime code, and each remote's remoteEntry.js the whole @module-federation/sdk. This plugin points
// every import of them — by name, or by the plugin's resolved CommonJS path — to the ES module build,
// which drops the unused runtime code from the shell's entry and each remoteEntry.js.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';

const nodeModules = path.resolve(import.meta.dirname, '..', 'node_modules');
export const FEDERATION_RUNTIME_PACKAGES = [
  'sdk',
  'runtime',
  'runtime-core',
  'runtime-tools',
  'webpack-bundler-runtime',
  'error-codes',
  'inject-external-runtime-core-plugin',
];
const names = FEDERATION_RUNTIME_PACKAGES.join('|');
// `@module-federation/<name>`, or `…/node_modules/@module-federation/<name>/dist/index.cjs`.
const REQUEST = new RegExp(
  `^(?:@module-federation/(${names})|.*[\\\\/]node_modules[\\\\/]@module-federation[\\\\/](${names})[\\\\/]dist[\\\\/]index\\.cjs)$`,
);

/** The ES module entry of a federation runtime package, by short name (`runtime-core`): its `exports['.'].import`. */
export function esmEntryOf(name) {
  const manifestPath = path.join(nodeModules, '@module-federation', name, 'package.json');
  const entry = JSON.parse(readFileSync(manifestPath, 'utf8')).exports?.['.']?.import;
  const file = typeof entry === 'string' ? entry : entry?.default;
  if (!file) throw new Error(`@module-federation/${name} has no ES module entry (exports['.'].import)`);
  return path.join(path.dirname(manifestPath), file);
}

/** The request an import of a federation runtime package is replaced with; undefined for any other. */
export function esmRequestFor(request) {
  const match = REQUEST.exec(request);
  return match ? esmEntryOf(match[1] ?? match[2]) : undefined;
}

export function federationRuntimeAsEsm() {
  return new rspack.NormalModuleReplacementPlugin(REQUEST, (resource) => {
    resource.request = esmRequestFor(resource.request) ?? resource.request;
  });
}
