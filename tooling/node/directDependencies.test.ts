import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rootDir } from '../lib/frontends.mjs';
import { directDependencies } from './directDependencies.mjs';

const readme = readFileSync(path.join(rootDir, 'README.md'), 'utf8');
const tableRows = [...readme.matchAll(/^\|\s*`([^`]+)`\s*\|\s*(\d+)\s*\|([^|]+)\|([^|]*)\|$/gm)].map(([, name, major, usedBy, note]) => ({
  name,
  major,
  usedBy: usedBy!.trim().split(', '),
  note: note!.trim(),
}));

describe("the README's dependency table", () => {
  it('lists every direct dependency once, with the major it is pinned to and the workspaces that use it', () => {
    expect(tableRows.map(({ name, major, usedBy }) => ({ name, major, usedBy }))).toEqual(
      directDependencies().map(({ name, major, usedBy }) => ({ name, major, usedBy })),
    );
  });

  it('pins every direct dependency to an exact version, so npm ci installs what was tested', () => {
    for (const { name, version } of directDependencies()) expect(version, name).toMatch(/^\d+\.\d+\.\d+(-[\w.]+)?$/);
  });
});
