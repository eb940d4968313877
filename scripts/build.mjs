#!/usr/bin/env node
// Production build of every frontend in one rspack MultiCompiler (parallel, shared worker pool).
// `node scripts/build.mjs remote-landing` builds only the named apps.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';
import { frontends, rootDir } from '../tooling/lib/frontends.mjs';

export async function buildFrontends(only = [], { mode = 'production', env = {} } = {}) {
  const selected = only.length ? frontends.filter((f) => only.includes(f.dir)) : frontends;
  if (!selected.length) throw new Error(`No frontend matches ${only.join(', ')}`);
  Object.assign(process.env, env);
  const configs = await Promise.all(
    selected.map(async (frontend) => {
      const module = await import(pathToFileURL(path.join(rootDir, frontend.dir, 'rspack.config.mjs')).href);
      return module.default({}, { mode });
    }),
  );
  const started = performance.now();
  const stats = await new Promise((resolve, reject) => {
    rspack(configs).run((error, result) => (error ? reject(error) : resolve(result)));
  });
  const seconds = (performance.now() - started) / 1000;
  if (stats.hasErrors()) {
    console.error(stats.toString({ all: false, errors: true, colors: false }));
    throw new Error('Build failed');
  }
  return { seconds, apps: selected.map((f) => f.dir) };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  buildFrontends(process.argv.slice(2)).then(
    ({ seconds, apps }) => console.log(`Built ${apps.join(', ')} in ${seconds.toFixed(1)} s`),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
