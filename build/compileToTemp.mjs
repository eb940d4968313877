// A one-off rspack compilation into a temporary folder, removed afterwards: what build-time helpers
// (build/prerender/prerender.mjs, build/federationRuntimeCore.mjs) bundle for their own use.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rspack } from '@rspack/core';

/**
 * Runs `config(dir)` (a config writing into `dir`), then `use(dir)` on its output, and removes `dir`.
 * Rejects with the compilation's errors.
 */
export async function compileToTemp(prefix, config, use) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  try {
    await new Promise((resolve, reject) => {
      rspack(config(dir)).run((error, stats) => {
        if (error) reject(error);
        else if (stats.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
        else resolve();
      });
    });
    return await use(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
