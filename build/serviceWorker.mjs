// The shell's service worker, /sw.js (production builds only): shell/src/sw/sw.ts bundled on its own
// (a worker script: no federation, no chunks), with the list of files to precache written in where it
// reads `self.__WB_MANIFEST`, taken from the shell's own compilation.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { compileToTemp } from './compileToTemp.mjs';
import { BROWSER_TARGET } from './rspackCommon.mjs';

export const SERVICE_WORKER_FILE = 'sw.js';
const NAME = 'ServiceWorkerPlugin';
const MANIFEST_PLACEHOLDER = 'self.__WB_MANIFEST';

/** The shell's files the worker keeps from its install on; the pre-rendered pages are not among them. */
const HASHED = /^static\/.+\.[0-9a-f]{10}\.(?:js|css|woff2?)$/;
const REVISIONED = /^(?:index\.html|favicon\.svg|icons\/.+\.png|manifest\.[a-z]+\.webmanifest)$/;

/**
 * Workbox's precache list for a compilation's assets: hashed files as they are (their name is their
 * revision), the SPA page, icons and web app manifests with a hash of their content.
 * @param {{ name: string, source: () => string | Buffer }[]} assets
 */
export function precacheEntries(assets) {
  return assets
    .filter(({ name }) => HASHED.test(name) || REVISIONED.test(name))
    .map(({ name, source }) => ({
      url: `/${name}`,
      revision: HASHED.test(name) ? null : createHash('sha256').update(source()).digest('hex').slice(0, 10),
    }))
    .sort((a, b) => a.url.localeCompare(b.url));
}

/** Writes the precache list into the bundled worker; the placeholder must be there exactly once. */
export function injectManifest(code, entries) {
  const parts = code.split(MANIFEST_PLACEHOLDER);
  if (parts.length !== 2)
    throw new Error(`${NAME}: expected ${MANIFEST_PLACEHOLDER} once in the worker, found it ${parts.length - 1} times`);
  return parts.join(JSON.stringify(entries));
}

function bundleWorker(entry, mode) {
  const config = (dir) => ({
    mode,
    context: path.dirname(entry),
    target: ['webworker', BROWSER_TARGET],
    entry,
    devtool: false,
    output: { path: dir, filename: 'out.js', iife: true },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' }, target: BROWSER_TARGET } },
          type: 'javascript/auto',
        },
      ],
    },
    optimization: { splitChunks: false },
    // Workbox logs only in development builds.
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) })],
  });
  return compileToTemp('portal-sw-', config, (dir) => readFileSync(path.join(dir, 'out.js'), 'utf8'));
}

/** Emits SERVICE_WORKER_FILE into the shell's build. @param {{ entry: string }} options  the worker's source */
export class ServiceWorkerPlugin {
  constructor({ entry }) {
    this.entry = entry;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // Last: every file is emitted under its final (content-hashed) name by then.
      compilation.hooks.processAssets.tapPromise({ name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, async () => {
        const code = await bundleWorker(this.entry, compiler.options.mode);
        const assets = compilation.getAssets().map(({ name, source }) => ({ name, source: () => source.source() }));
        compilation.emitAsset(SERVICE_WORKER_FILE, new rspack.sources.RawSource(injectManifest(code, precacheEntries(assets))));
      });
    });
  }
}
