// What a page of a remote adds when it opens: the gzip size (level 6, as served) of the chunks its exposed
// module loads, from the built remote's mf-manifest.json. The shell, remoteEntry.js and the shared
// singletons (React, @portal/shared…) are not among them: the portal has them already.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { rootDir } from './common.mjs';

/**
 * @param {string} remoteDir  the remote's folder, built (`<remoteDir>/dist`)
 * @param {string} expose     the exposed page measured
 * @param {string} [from]     an exposed page opened before: its chunks count apart, as already loaded
 */
export function exposeBytes(remoteDir, expose, from) {
  const dist = path.join(rootDir, remoteDir, 'dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const assetsOf = (name) => {
    const entry = manifest.exposes.find((e) => e.name === name);
    if (!entry) throw new Error(`${remoteDir} exposes no ${name}`);
    return entry.assets;
  };
  const gzip = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 6 }).length;
  const assets = assetsOf(expose);
  const before = new Set(from ? [...assetsOf(from).js.sync, ...assetsOf(from).css.sync] : []);
  const files = [...assets.js.sync.map((file) => ({ file, kind: 'js' })), ...assets.css.sync.map((file) => ({ file, kind: 'css' }))].map(
    (f) => ({
      ...f,
      gzip: gzip(f.file),
      alreadyLoaded: before.has(f.file),
    }),
  );
  const total = (list) => list.reduce((n, f) => n + f.gzip, 0);
  const js = files.filter((f) => f.kind === 'js');
  return {
    expose,
    from: from ?? null,
    jsGzip: total(js),
    jsChunks: js.length,
    jsGzipBeyondFrom: total(js.filter((f) => !f.alreadyLoaded)),
    cssGzip: total(files.filter((f) => f.kind === 'css')),
    files,
  };
}
