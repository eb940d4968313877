#!/usr/bin/env node
// Experiments behind the report's recommendations (not part of `npm run bench`; no product code is
// changed): the same four frontends built with changed build options into bench/experiments/dist/,
// served like `npm start`, and measured for `/` exactly as the benchmark does (CDP first render and
// Lighthouse mobile). Variants:
//   baseline          the shared config as it is (built again here so every variant is built alike)
//   external-runtime  host `experiments.provideExternalRuntime`, remotes `experiments.externalRuntime`:
//                     one federation runtime in the page instead of one per remoteEntry.js
//   external+preload  the above, plus <link rel=preload> for config.json and the landing remote's
//                     mf-manifest.json / remoteEntry.js in the shell's HTML (the container could
//                     render these from the same environment it renders config.json from)
// Usage: node bench/experiments/run.mjs [variant...]   (BENCH_RUNS, default 3)
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { frontends } from '../../tooling/lib/frontends.mjs';
import { contentSecurityPolicy, portalConfigFromEnv } from '../../tooling/lib/portalConfig.mjs';
import { close, createStaticServer, listen } from '../../tooling/lib/staticServer.mjs';
import { log, PORTS, rootDir, RUNS } from '../lib/common.mjs';
import { annotate } from '../lib/firstRender.mjs';
import { measureLighthouse } from '../lib/lighthouse.mjs';
import { portalEnv } from '../lib/services.mjs';
import { launchBrowser, measureTransfer } from '../lib/transfer.mjs';

const here = import.meta.dirname;
const VARIANTS = {
  baseline: { externalRuntime: false, preload: false },
  'external-runtime': { externalRuntime: true, preload: false },
  'external+preload': { externalRuntime: true, preload: true },
};

function preloadTemplate() {
  const html = readFileSync(path.join(rootDir, 'shell', 'src', 'index.html'), 'utf8');
  const landing = portalEnv.REMOTE_LANDING_URL;
  const links = [
    '<link rel="preload" href="/config.json" as="fetch" crossorigin />',
    `<link rel="preconnect" href="${landing}" crossorigin />`,
    `<link rel="preload" href="${landing}/mf-manifest.json" as="fetch" crossorigin />`,
    `<link rel="preload" href="${landing}/remoteEntry.js" as="script" />`,
  ].join('\n    ');
  const file = path.join(here, 'dist', 'index.preload.html');
  writeFileSync(file, html.replace('</head>', `  ${links}\n  </head>`));
  return file;
}

async function build(variant) {
  const options = VARIANTS[variant];
  const template = options.preload ? preloadTemplate() : null;
  const configs = await Promise.all(
    frontends.map(async (frontend) => {
      const { default: create } = await import(pathToFileURL(path.join(rootDir, frontend.dir, 'rspack.config.mjs')).href);
      const config = create({}, { mode: 'production' });
      config.output = { ...config.output, path: path.join(here, 'dist', variant, frontend.dir) };
      config.plugins = config.plugins.map((plugin) => {
        if (plugin.constructor.name === 'ModuleFederationPlugin' && options.externalRuntime) {
          const experiments = frontend.isHost ? { provideExternalRuntime: true } : { externalRuntime: true };
          return new ModuleFederationPlugin({ ...plugin._options, experiments: { ...plugin._options.experiments, ...experiments } });
        }
        if (plugin instanceof rspack.HtmlRspackPlugin && frontend.isHost && template) {
          return new rspack.HtmlRspackPlugin({ template, chunks: ['main'], minify: true });
        }
        return plugin;
      });
      return config;
    }),
  );
  const started = performance.now();
  const stats = await new Promise((resolve, reject) => rspack(configs).run((e, s) => (e ? reject(e) : resolve(s))));
  if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
  return (performance.now() - started) / 1000;
}

async function serve(variant) {
  const config = portalConfigFromEnv(portalEnv);
  const csp = contentSecurityPolicy(config);
  const servers = [];
  for (const frontend of frontends) {
    const server = createStaticServer({
      root: path.join(here, 'dist', variant, frontend.dir),
      spaFallback: Boolean(frontend.isHost),
      config: () => config,
      csp: () => csp,
    });
    await listen(server, PORTS[frontend.name]);
    servers.push(server);
  }
  return () => Promise.all(servers.map(close));
}

const selected = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(VARIANTS);
rmSync(path.join(here, 'dist'), { recursive: true, force: true });
(await import('node:fs')).mkdirSync(path.join(here, 'dist'), { recursive: true });
const out = [];
const browser = await launchBrowser();
try {
  for (const variant of selected) {
    const seconds = await build(variant);
    log(`${variant}: built in ${seconds.toFixed(1)} s`);
    const stop = await serve(variant);
    try {
      const origin = `http://127.0.0.1:${PORTS.shell}`;
      const [transfer] = (await measureTransfer(browser, [{ variant, origin, path: '/' }], RUNS)).filter((t) => t.encoding === 'gzip');
      const requests = annotate(transfer.lastRequests)
        .filter((r) => r.beforeRender)
        .map((r) => `${r.start}-${r.end} ${r.app} ${r.path} ${(r.bytes / 1024).toFixed(1)} KB (${r.why})`);
      delete transfer.lastRequests;
      const [lh] = await measureLighthouse([{ variant, origin, path: '/' }], RUNS);
      out.push({ variant, transfer, lighthouse: lh, requests });
    } finally {
      await stop();
    }
  }
} finally {
  await browser.close();
}
writeFileSync(path.join(here, 'dist', 'results.json'), JSON.stringify(out, null, 2));
console.log(
  '\n| variant | JS gzip before render (KB) | requests before render | content visible (ms, CDP) | LH mobile perf | LCP (ms) | TBT (ms) |\n| --- | --- | --- | --- | --- | --- | --- |',
);
for (const { variant, transfer: t, lighthouse: l } of out) {
  console.log(
    `| ${variant} | ${(t.jsBytes / 1024).toFixed(1)} | ${t.requests} | ${Math.round(t.visibleAt)} | ${l.performance} | ${Math.round(l.lcp)} | ${Math.round(l.tbt)} |`,
  );
}
for (const { variant, requests } of out) console.log(`\n${variant}:\n  ${requests.join('\n  ')}`);
