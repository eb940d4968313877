// Build configuration shared by the shell and the three remotes. Each app's rspack.config.mjs
// passes what is its own (name, port, exposes); everything that must agree across apps lives here.
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { portalConfigFromEnv } from '../tooling/lib/portalConfig.mjs';
import { FederationRuntimeCorePlugin } from './federationRuntimeCore.mjs';
import { federationRuntimeAsEsm } from './federationRuntimeEsm.mjs';
import { DevanagariFontPlugin, FONT_ALIAS, FONT_CACHE_DIR } from './devanagariFont.mjs';
import { PrerenderPlugin, exposedPagePrerender } from './prerender/prerender.mjs';
import { HOST, PAGE_CONTRACT, TOPOLOGY, exposesOf, pagesOf } from '../shared/src/topology.mjs';

const require = createRequire(import.meta.url);
const rootDir = path.resolve(import.meta.dirname, '..');

/** The JavaScript the builds emit: ES2022 (Chrome/Edge 94+, Firefox 93+, Safari 16.4+). */
export const BROWSER_TARGET = 'es2022';

function versionOf(pkg) {
  return require(path.join(rootDir, 'node_modules', pkg, 'package.json')).version;
}

/** Singletons: one instance of each in the page, whichever app loads it first. */
export function sharedSingletons() {
  const singleton = (pkg, versionFrom = pkg) => ({
    singleton: true,
    version: versionOf(versionFrom),
    requiredVersion: `^${versionOf(versionFrom)}`,
  });
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react/jsx-runtime', 'react'),
    'react/jsx-dev-runtime': singleton('react/jsx-dev-runtime', 'react'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom/client', 'react-dom'),
    zustand: singleton('zustand'),
    'firebase/app': singleton('firebase/app', 'firebase'),
    'firebase/auth': singleton('firebase/auth', 'firebase'),
    '@portal/shared': singleton('@portal/shared'),
    '@portal/shared/validation': singleton('@portal/shared/validation', '@portal/shared'),
    // The back office's schemas and contracts: only its pages load them (built on the validation share).
    '@portal/shared/admin': singleton('@portal/shared/admin', '@portal/shared'),
    // The query cache: one for every remote, loaded by the pages that read data only.
    '@portal/shared/data': singleton('@portal/shared/data', '@portal/shared'),
    // The UI kit: its components and their CSS, loaded once by whichever app's page needs it first.
    '@portal/shared/ui': singleton('@portal/shared/ui', '@portal/shared'),
    // React Router is shared through this re-export of the names the portal uses (see its header).
    '@portal/shared/router': singleton('@portal/shared/router', '@portal/shared'),
  };
}

/** The shell's own part of its build: its name and port from the portal's topology. */
export const hostApp = (dir, prerender) => ({ dir, name: HOST.name, port: HOST.port, isHost: true, prerender });

/**
 * A remote's own part of its build, from the portal's topology: its federation name, port, exposes
 * (its pages' screens) and the page it pre-renders, if any. `dir` is the remote's folder.
 */
export function remoteApp(dir, topology = TOPOLOGY) {
  const remote = topology.remotes.find((candidate) => candidate.dir === path.basename(dir));
  if (!remote) throw new Error(`topology: no remote in a folder named ${path.basename(dir)}`);
  const prerendered = pagesOf(remote.name, topology).find((page) => page.prerender);
  return {
    dir,
    name: remote.name,
    title: remote.title,
    port: remote.port,
    exposes: exposesOf(remote.name, topology),
    ...(prerendered ? { prerender: exposedPagePrerender({ dir, page: prerendered }) } : {}),
  };
}

/** A remote's own page, for its standalone harness (the app's script is added by the HTML plugin). */
const standalonePage = (title) => `<!doctype html>
<html lang="en-IN" data-theme="light">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title} remote · standalone</title>
    <!-- This page has no shell to provide the federation runtime: build/federationRuntimeCore.mjs. -->
    <script src="/federation-runtime-core.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * @param {object} app
 * @param {string} app.dir        the app's folder (import.meta.dirname of its config)
 * @param {string} app.name       federation container name
 * @param {string} [app.title]    a remote's name in its standalone page
 * @param {number} app.port       dev server port
 * @param {Record<string,string>} [app.exposes]  remotes only: each exposed name's screen module
 * @param {string} [app.pageContract]  the contract stamped on exposed screens (another release's, in tests)
 * @param {boolean} [app.isHost]
 * @param {{ entry: string, write: Function }} [app.prerender]  production only: see build/prerender/prerender.mjs
 */
export function createConfig(app, argv = {}) {
  const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
  const pkg = require(path.join(app.dir, 'package.json'));
  const publicDir = path.join(app.dir, 'public');
  const hasPublic = require('node:fs').existsSync(publicDir);

  const config = {
    mode: production ? 'production' : 'development',
    context: app.dir,
    entry: { main: './src/index.ts' },
    target: 'web',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(app.dir, 'dist'),
      // The host must use an absolute public path so deep links (/sales/x) load /main.js;
      // remotes are loaded from wherever config.json says, so theirs is resolved at runtime.
      publicPath: app.isHost ? '/' : 'auto',
      uniqueName: app.name,
      filename: production ? 'static/js/[name].[contenthash:10].js' : 'static/js/[name].js',
      chunkFilename: production ? 'static/js/[name].[contenthash:10].js' : 'static/js/[name].js',
      cssFilename: production ? 'static/css/[name].[contenthash:10].css' : 'static/css/[name].css',
      cssChunkFilename: production ? 'static/css/[name].[contenthash:10].css' : 'static/css/[name].css',
      // Another origin's chunks (a remote's, in the shell's page) load with CORS: the service worker
      // can then keep them (an opaque response it could not check), and the servers allow it.
      crossOriginLoading: 'anonymous',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      // The Devanagari font subset the build generates (build/devanagariFont.mjs), as the CSS names it.
      alias: { [FONT_ALIAS]: FONT_CACHE_DIR },
    },
    module: {
      parser: { 'css/auto': { namedExports: false } },
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              // Browsers of the last few years (BROWSER_TARGET): without it SWC compiles to ES5, and
              // async functions, classes and spreads become helpers and state machines — larger, and
              // slower to run at start-up.
              target: BROWSER_TARGET,
              transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
            },
          },
          type: 'javascript/auto',
        },
        // Each exposed screen carries the page contract the shell checks (build/pageContractLoader.mjs).
        ...(app.exposes
          ? [
              {
                test: Object.values(app.exposes).map((file) => path.resolve(app.dir, file)),
                enforce: 'pre',
                use: [
                  {
                    loader: path.join(import.meta.dirname, 'pageContractLoader.mjs'),
                    options: { contract: app.pageContract ?? PAGE_CONTRACT },
                  },
                ],
              },
            ]
          : []),
        { test: /\.css$/, type: 'css/auto' },
        // The UI kit's class names are the same in every app's copy of it: a page pre-rendered with a
        // remote's copy is styled by, and hydrated with, the copy the shell provides.
        { test: /[\\/]shared[\\/]src[\\/]ui[\\/].+\.module\.css$/, type: 'css/auto', generator: { localIdentName: 'ui-[name]-[local]' } },
        { test: /\.(png|jpe?g|webp|avif|svg)$/, type: 'asset/resource' },
        // Fonts under the static path with a content hash: cached for a year by the servers.
        {
          test: /\.woff2?$/,
          type: 'asset/resource',
          generator: { filename: production ? 'static/fonts/[name].[contenthash:10][ext]' : 'static/fonts/[name][ext]' },
        },
      ],
    },
    optimization: {
      minimize: production,
      splitChunks: {
        cacheGroups: {
          // The UI kit's CSS in one file of its own (static/css/portal-ui.*.css), loaded with the kit's
          // share: not one copy for the share and another for its fallback.
          portalUi: { test: /[\\/]shared[\\/]src[\\/]ui[\\/].+\.module\.css$/, name: 'portal-ui', chunks: 'async', enforce: true },
        },
      },
    },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        __APP_NAME__: JSON.stringify(app.name),
        __APP_VERSION__: JSON.stringify(pkg.version),
      }),
      federationRuntimeAsEsm(),
      new DevanagariFontPlugin(),
      new ModuleFederationPlugin({
        name: app.name,
        ...(app.exposes ? { filename: 'remoteEntry.js', exposes: app.exposes } : {}),
        remotes: {},
        shared: sharedSingletons(),
        shareStrategy: 'loaded-first',
        runtimePlugins: [
          path.join(import.meta.dirname, 'runtime', 'yieldBetweenShares.ts'),
          // Only the shell loads remotes' entries.
          ...(app.isHost ? [path.join(import.meta.dirname, 'runtime', 'crossOriginScripts.ts')] : []),
        ],
        manifest: true,
        dts: false,
        dev: false,
        // One federation runtime in the page, the shell's (see federationRuntimeCore.mjs).
        experiments: {
          ...(app.isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
          optimization: {
            target: 'web',
            // A remote never loads remotes itself: its runtime needs no remote-loading or manifest code.
            ...(app.isHost ? {} : { disableRemote: true, disableSnapshot: true }),
          },
        },
      }),
      new rspack.HtmlRspackPlugin({
        ...(app.isHost
          ? { template: path.join(app.dir, 'src', 'index.html') }
          : { templateContent: standalonePage(app.title ?? app.name) }),
        // A remote's own page (its standalone harness) must not also load its remoteEntry.js.
        chunks: ['main'],
        minify: production,
      }),
      ...(app.isHost ? [] : [new FederationRuntimeCorePlugin()]),
      ...(hasPublic ? [new rspack.CopyRspackPlugin({ patterns: [{ from: publicDir, noErrorOnMissing: true }] })] : []),
    ],
    devServer: {
      port: app.port,
      host: '127.0.0.1',
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: hasPublic ? { directory: publicDir } : false,
      client: { overlay: false },
      // config.json as `npm start` and the containers serve it, from the environment.
      setupMiddlewares: (middlewares) => [
        {
          name: 'portal-config',
          path: '/config.json',
          middleware: (_request, response) => {
            response.setHeader('Content-Type', 'application/json');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(JSON.stringify(portalConfigFromEnv(process.env)));
          },
        },
        ...middlewares,
      ],
    },
  };
  if (production && app.prerender) {
    config.plugins.push(new PrerenderPlugin({ ...app.prerender, browserConfig: config }));
  }
  return config;
}
