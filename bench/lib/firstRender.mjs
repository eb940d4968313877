// Why each request of the first render is there: labels from each app's mf-stats.json (shared
// modules and exposed modules per chunk) and the well-known federation files.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PORTS, rootDir } from './common.mjs';

const APPS = {
  [PORTS.shell]: 'shell',
  [PORTS.remote_landing]: 'remote-landing',
  [PORTS.remote_onboarding]: 'remote-onboarding',
  [PORTS.remote_sales]: 'remote-sales',
  [PORTS.monolith]: 'monolith',
  [PORTS.static]: 'static',
};

function chunkLabels(app) {
  const labels = new Map();
  const file = path.join(rootDir, app, 'dist', 'mf-stats.json');
  if (!existsSync(file)) return labels;
  const stats = JSON.parse(readFileSync(file, 'utf8'));
  const add = (asset, label) => labels.set(asset, [...(labels.get(asset) ?? []), label]);
  for (const shared of stats.shared ?? [])
    for (const a of [...shared.assets.js.sync, ...shared.assets.css.sync]) add(a, `shared ${shared.name}`);
  for (const expose of stats.exposes ?? []) {
    for (const a of [...expose.assets.js.sync, ...expose.assets.css.sync]) add(a, `exposes ${expose.path ?? expose.name}`);
  }
  return labels;
}

export function annotate(requests) {
  const cache = new Map();
  return requests.map((r) => {
    const url = new URL(r.url);
    const app = APPS[url.port] ?? url.host;
    if (!cache.has(app)) cache.set(app, app === 'monolith' || app === 'static' ? new Map() : chunkLabels(app));
    const rel = url.pathname.replace(/^\//, '');
    let why = cache.get(app).get(rel)?.join(', ');
    if (!why) {
      if (rel === '' || rel.endsWith('.html') || (r.kind === 'other' && !rel.includes('.'))) why = 'the HTML page';
      else if (rel === 'config.json') why = 'runtime config (remotes, API, Firebase)';
      else if (rel === 'mf-manifest.json') why = 'federation manifest of the remote';
      else if (rel === 'remoteEntry.js') why = "remote container (on the shell's federation runtime)";
      else if (/static\/js\/home-boot\./.test(rel)) why = 'boot script of the pre-rendered page (starts the app once it has painted)';
      else if (/static\/js\/main\./.test(rel))
        why = app === 'monolith' ? 'entry: React, router, shell, shared' : 'entry: federation runtime + async boundary';
      else if (/\.css$/.test(rel)) why = 'styles';
      else if (/favicon/.test(rel)) why = 'favicon';
      else if (url.port === String(PORTS.api)) why = 'API call';
      else if (url.port === String(PORTS.auth)) why = 'Firebase Auth emulator call';
      else why = app === 'shell' ? 'shell app code (bootstrap, layout, router)' : 'app code chunk';
    }
    return { app, path: url.pathname, ...r, why };
  });
}
