import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './config.js';
import { SETTINGS, documentedTable, operationsDoc, setting, settingsTable, tableCells } from './settings.js';

const srcDir = path.join(repoRoot, 'api', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|mjs)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/** Reads of one variable by name: `process.env.X`, `process.env['X']`, `env['X']`, `env.X` (an environment passed on whole is fine). */
const DIRECT_READ = /\b(?:process\.env|env)\s*(?:\.\s*[A-Za-z_]\w*|\[)/g;

describe('the settings of the API', () => {
  it('are read through `setting` only, so that each one read is declared', () => {
    const reads = sourceFiles(srcDir)
      .filter((file) => !file.endsWith(`${path.sep}settings.ts`))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) => (line.match(DIRECT_READ) ? [`${path.relative(srcDir, file)}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(reads, 'read the variable with setting(env, NAME), declared in api/src/settings.ts').toEqual([]);
  });

  it("are docs/operations.md's table (npx tsx api/src/settings.ts writes it)", () => {
    const documented = documentedTable(readFileSync(operationsDoc, 'utf8'));
    expect(documented, 'the settings markers in docs/operations.md').toBeDefined();
    expect(tableCells(documented!)).toEqual(tableCells(settingsTable()));
  });

  it('take the declared default when unset or empty, and the value given otherwise', () => {
    expect(setting({}, 'PORT')).toBe('4000');
    expect(setting({ PORT: '' }, 'PORT')).toBe('4000');
    expect(setting({ PORT: '8123' }, 'PORT')).toBe('8123');
    expect(setting({}, 'DATABASE_URL')).toBeUndefined();
  });

  it('cover every variable the deployments set for the API', () => {
    const compose = parse(readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
      services: Record<string, { environment?: Record<string, string> }>;
    };
    const given = new Set(Object.keys(compose.services['api-1']?.environment ?? {}));
    expect(given.size).toBeGreaterThan(5);
    const overlays = path.join(repoRoot, 'deploy', 'k8s', 'overlays');
    for (const overlay of readdirSync(overlays)) {
      for (const file of ['api.env', 'api-secrets.env']) {
        const envFile = path.join(overlays, overlay, file);
        if (!existsSync(envFile)) continue;
        for (const line of readFileSync(envFile, 'utf8').split('\n')) {
          const name = /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1];
          if (name) given.add(name);
        }
      }
    }
    const undeclared = [...given].filter((name) => !(name in SETTINGS));
    expect(undeclared, 'set for the API but not declared in api/src/settings.ts').toEqual([]);
  });
});
