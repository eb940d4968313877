/** The OpenAPI document the app serves passes `redocly lint` with the rules in api/redocly.yaml. */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig } from './helpers/context.js';
import { closePgliteTemplate, freshPglite } from './helpers/databases.js';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const redoclyCli = path.join(path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer?: string }[];
}
interface LintReport {
  totals: { errors: number; warnings: number };
  problems: LintProblem[];
}

async function servedDocument(): Promise<string> {
  const database = await freshPglite();
  try {
    const app = await buildApp({ database, config: testConfig(), logger: false });
    try {
      const res = await app.inject({ url: '/docs/json' });
      expect(res.statusCode).toBe(200);
      return res.body;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await closePgliteTemplate();
  }
}

/** `redocly lint` exits 1 when it finds errors; the JSON report on stdout is what counts either way. */
function lint(file: string): Promise<{ report: LintReport | undefined; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [redoclyCli, 'lint', file, '--format=json', `--config=${path.join(apiDir, 'redocly.yaml')}`],
      {
        cwd: apiDir,
        // Offline and quiet: no usage telemetry, no npm registry check for a newer version.
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
        timeout: 60_000,
        maxBuffer: 16 * 1024 * 1024,
      },
      (_error, stdout, stderr) => {
        let report: LintReport | undefined;
        try {
          report = JSON.parse(stdout) as LintReport;
        } catch {
          report = undefined;
        }
        resolve({ report, output: `${stdout}\n${stderr}` });
      },
    );
  });
}

describe('OpenAPI document', () => {
  it('passes redocly lint', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      writeFileSync(file, await servedDocument());
      const { report, output } = await lint(file);
      expect(report, `redocly lint printed no JSON report:\n${output}`).toBeDefined();
      // Warnings fail too: the document has none, and a new route without, say, an operationId or a 4xx
      // answer is cheaper to fix when it is added.
      const problems = report!.problems.map(
        (p) => `${p.severity} ${p.ruleId} at ${p.location.map((l) => l.pointer).join(', ')}: ${p.message}`,
      );
      expect(problems, 'problems redocly lint found').toEqual([]);
      expect(report!.totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
