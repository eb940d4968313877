// The direct dependencies of every workspace, as the README's dependency table lists them: one row per
// package, with the major of its pinned version and the workspaces that declare it.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const rootDir = path.resolve(import.meta.dirname, '..', '..');

/** @returns {{ name: string, version: string, major: string, usedBy: string[] }[]} */
export function directDependencies() {
  const rootPackage = JSON.parse(readFileSync(path.join(rootDir, 'package.json'), 'utf8'));
  /** @type {Map<string, { version: string, usedBy: string[] }>} */
  const byName = new Map();
  for (const workspace of ['', ...rootPackage.workspaces]) {
    const manifest = JSON.parse(readFileSync(path.join(rootDir, workspace, 'package.json'), 'utf8'));
    for (const [field, suffix] of [
      ['dependencies', ''],
      ['devDependencies', ' (dev)'],
    ]) {
      for (const [name, version] of Object.entries(manifest[field] ?? {})) {
        if (name.startsWith('@portal/')) continue;
        const entry = byName.get(name) ?? { version, usedBy: [] };
        entry.usedBy.push(`${workspace || 'root'}${suffix}`);
        byName.set(name, entry);
      }
    }
  }
  return [...byName]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, { version, usedBy }]) => ({ name, version, major: version.split('.')[0], usedBy }));
}
