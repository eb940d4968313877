import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildPath } from '@portal/shared/validation';
import {
  adminEndpoints,
  MAX_IMPORT_FILE_BYTES,
  type ImportDryRunResponse,
  type ImportListResponse,
  type ImportRecord,
  type ImportRecordResponse,
} from '@portal/shared/admin';
import { buildApp } from '../../../src/app.js';
import { runAdmin } from '../../../src/cli/admin.js';
import { one, rows, sql } from '../../../src/db/client.js';
import { classifyPolicyFile, importRecord, runImport, startImportRecord } from '../../../src/modules/admin/imports/policyImport.js';
import { bearer, type SuiteContext } from '../../helpers/context.js';
import type { Maildev } from '../../helpers/services.js';

const HEADER = 'policyType,productName,policyNumber,clientName,riskStart,riskEnd,netPremium,payOut,vehicleNo,insurer,soldBy';

/** The back office's imports: its `/admin/*` routes on a seeded database (ctx.opsToken is the demo operator's). */
export function adminImportsTests(ctx: () => SuiteContext, _maildev: () => Maildev) {
  describe('admin policy import', () => {
    const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const db = () => ctx().database.db;
    const ops = (opts: InjectOptions) => ctx().app.inject({ ...opts, headers: { ...bearer(ctx().opsToken), ...opts.headers } });
    const number = (n: string) => `H3-${run}-${n}`;
    const good = (n: string, seller = ctx().mid.coCode) =>
      `health,Family Floater Health,${number(n)},"Rao, Kiran ${n}",2026-01-01,2026-12-31,12000.50,1200.05,,Star Health,${seller}`;
    const file = (lines: string[]) => [HEADER, ...lines].join('\n');
    const policies = async () => (await one<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM policies`))!.n;
    const importsCount = async () => (await one<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM policy_imports`))!.n;
    const dryRun = (csv: string, fileName = 'policies.csv') =>
      ops({ method: 'POST', url: adminEndpoints.imports.adminImportDryRun.path, payload: { fileName, csv } });
    const start = (csv: string, fileName = 'policies.csv') =>
      ops({ method: 'POST', url: adminEndpoints.imports.adminImportStart.path, payload: { fileName, csv } });
    const progress = async (id: number) => {
      const res = await ops({ url: buildPath(adminEndpoints.imports.adminImport.path, { id: String(id) }) });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as ImportRecordResponse).import;
    };
    const finished = async (id: number): Promise<ImportRecord> => {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const record = await progress(id);
        if (record.status !== 'running') return record;
        if (Date.now() > deadline) throw new Error(`import ${id} still running: ${JSON.stringify(record)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    /** 3 good rows sold by the demo team member, 2 bad ones (an unknown seller; an impossible date and amount). */
    const threeGoodTwoBad = () =>
      file([
        good('G1'),
        `motor,Private Car Package,${number('B1')},Asha,2026-01-01,2026-12-31,100,10,MH12AB1234,Tata AIG,NOBODY-${run}`,
        good('G2'),
        `life,Term Life Plan,${number('B2')},Asha,2026-02-30,2027-01-31,5x0,50,,LIC of India,${ctx().mid.coCode}`,
        good('G3'),
      ]);

    it('answers 401 without a token and 403 to an agent on every import route', async () => {
      const routes: InjectOptions[] = [
        { method: 'POST', url: adminEndpoints.imports.adminImportDryRun.path, payload: { fileName: 'a.csv', csv: file([good('AUTH')]) } },
        { method: 'POST', url: adminEndpoints.imports.adminImportStart.path, payload: { fileName: 'a.csv', csv: file([good('AUTH')]) } },
        { method: 'GET', url: adminEndpoints.imports.adminImports.path },
        { method: 'GET', url: buildPath(adminEndpoints.imports.adminImport.path, { id: '1' }) },
      ];
      const before = await policies();
      for (const route of routes) {
        expect((await ctx().app.inject(route)).statusCode, `${route.method} ${route.url}`).toBe(401);
        expect((await ctx().app.inject({ ...route, headers: bearer(ctx().topToken) })).statusCode, `${route.method} ${route.url}`).toBe(
          403,
        );
      }
      expect(await policies()).toBe(before);
    });

    it('dry run: classifies each row as valid, duplicate or error with its reasons, and writes nothing', async () => {
      const existing = await one<{ policyNumber: string }>(
        db(),
        sql`SELECT policy_number AS "policyNumber" FROM policies WHERE sold_by_id = ${ctx().mid.id} LIMIT 1`,
      );
      const csv = file([
        good('D1'),
        `health,Family Floater Health,${existing!.policyNumber},X,2026-01-01,2026-12-31,100,10,,Star Health,${ctx().mid.coCode}`,
        `boat,Yacht,${number('D2')},X,2026-01-01,2025-12-31,1,1,,Y,${ctx().mid.coCode}`,
        good('D1'),
        `health,Family Floater Health,${number('D3')},X,2026-01-01,2026-12-31,100,10,,Star Health`,
        good('D4', ctx().top.coCode),
      ]);
      const [before, beforeImports] = [await policies(), await importsCount()];
      const res = await dryRun(csv, 'march.csv');
      expect(res.statusCode, res.body).toBe(200);
      const { dryRun: result } = res.json() as ImportDryRunResponse;
      expect(result.fileName).toBe('march.csv');
      expect(result.total).toBe(6);
      expect(result.counts).toEqual({ valid: 2, duplicate: 2, error: 2 });
      const byLine = new Map(result.rows.map((r) => [r.line, r]));
      expect(byLine.get(2)).toEqual({
        line: 2,
        policyNumber: number('D1'),
        soldBy: ctx().mid.coCode,
        status: 'valid',
        action: 'new',
        reasons: [],
      });
      expect(byLine.get(3)).toMatchObject({
        status: 'duplicate',
        reasons: [`policyNumber ${existing!.policyNumber} already exists for ${ctx().mid.coCode}`],
      });
      expect(byLine.get(4)!.status).toBe('error');
      expect(byLine.get(4)!.reasons[0]).toMatch(/^policyType: policyType must be one of/);
      expect(byLine.get(5)).toMatchObject({ status: 'duplicate', reasons: [`policyNumber ${number('D1')} repeats line 2`] });
      expect(byLine.get(6)).toMatchObject({ status: 'error', reasons: ['Expected 11 columns, found 10'] });
      expect(byLine.get(7)).toMatchObject({ status: 'valid', soldBy: ctx().top.coCode });
      expect(await policies()).toBe(before);
      expect(await importsCount()).toBe(beforeImports);
    });

    it('dry run: malformed quoting is an error on its own row, and the rows before and after it classify', async () => {
      const res = await dryRun(
        file([
          good('Q1'),
          good('Q2').replace('"Rao, Kiran Q2"', '"Rao"tail'),
          good('Q3').replace('"Rao, Kiran Q3"', '"Rao, Kiran'),
          good('Q4'),
        ]),
      );
      expect(res.statusCode, res.body).toBe(200);
      const { dryRun: result } = res.json() as ImportDryRunResponse;
      expect(result.counts).toEqual({ valid: 2, duplicate: 0, error: 2 });
      expect(result.rows.map((r) => [r.line, r.status, r.reasons])).toEqual([
        [2, 'valid', []],
        [3, 'error', ['text after the closing quote of a cell (a quote inside a quoted cell is written "")']],
        [4, 'error', ['unclosed quote: a cell that starts with " has no closing "']],
        [5, 'valid', []],
      ]);
    });

    it('refuses an empty, oversized, header-only or garbled file with a clear 400 on csv, and a too large request with 413', async () => {
      const cases: [unknown, RegExp][] = [
        [{ fileName: 'a.csv', csv: '' }, /empty/],
        [{ fileName: 'a.csv', csv: ' \n ' }, /empty/],
        [{ fileName: 'a.csv', csv: HEADER }, /no policy rows/],
        [{ fileName: 'a.csv', csv: '\u0089PNG\r\n\u001a\n\u0000\u0000IHDR' }, /invalid characters|Missing columns/],
        [{ fileName: 'a.csv', csv: 'name;amount\nRavi;12' }, /Missing columns: policyType/],
        [{ fileName: 'a.csv', csv: `"${HEADER}\n${good('Q0')}` }, /^The header on line 1 is not valid CSV: unclosed quote/],
        [{ fileName: 'a.csv', csv: `${HEADER}\n${'x'.repeat(MAX_IMPORT_FILE_BYTES)}` }, /at most 5 MB/],
      ];
      const before = await importsCount();
      for (const [payload, message] of cases) {
        for (const url of [adminEndpoints.imports.adminImportDryRun.path, adminEndpoints.imports.adminImportStart.path]) {
          const res = await ops({ method: 'POST', url, payload: payload as object });
          expect(res.statusCode, `${url} ${res.body.slice(0, 200)}`).toBe(400);
          expect((res.json() as { errors: Record<string, string> }).errors.csv).toMatch(message);
        }
      }
      const noName = await dryRun(file([good('N1')]), '  ');
      expect(noName.statusCode).toBe(400);
      expect(noName.json()).toMatchObject({ errors: { fileName: 'File name is required' } });
      const huge = await ops({
        method: 'POST',
        url: adminEndpoints.imports.adminImportStart.path,
        payload: { fileName: 'a.csv', csv: 'x'.repeat(2 * MAX_IMPORT_FILE_BYTES + 100_000) },
      });
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toMatchObject({ status: 'error', message: 'The request is too large.' });
      expect(await importsCount()).toBe(before);
    });

    it('imports exactly the 3 good rows of 3 good and 2 bad, records and audits the import; again imports nothing new', async () => {
      const before = await policies();
      const res = await start(threeGoodTwoBad(), 'three-good-two-bad.csv');
      expect(res.statusCode, res.body).toBe(202);
      const started = (res.json() as ImportRecordResponse).import;
      expect(started).toMatchObject({ operatorEmail: 'ops@agentportal.in', fileName: 'three-good-two-bad.csv', total: 5 });
      const done = await finished(started.id);
      expect(done).toMatchObject({
        status: 'done',
        total: 5,
        processed: 5,
        imported: 3,
        duplicates: 0,
        errors: 2,
        cancelled: 0,
        error: null,
      });
      expect(done.finishedAt).not.toBeNull();
      expect(await policies()).toBe(before + 3);
      const imported = await rows<{ policyNumber: string; clientName: string; sellerPath: string }>(
        db(),
        sql`SELECT policy_number AS "policyNumber", client_name AS "clientName", seller_path AS "sellerPath" FROM policies WHERE policy_number LIKE ${`H3-${run}-%`} AND policy_number IN (${number('G1')}, ${number('G2')}, ${number('G3')}, ${number('B1')}, ${number('B2')}) ORDER BY policy_number`,
      );
      expect(imported.map((p) => p.policyNumber)).toEqual([number('G1'), number('G2'), number('G3')]);
      expect(imported[0]).toMatchObject({ clientName: 'Rao, Kiran G1', sellerPath: ctx().mid.path });

      const list = (await ops({ url: adminEndpoints.imports.adminImports.path })).json() as ImportListResponse;
      expect(list.imports[0]).toEqual(done);
      const audit = await rows<{ action: string; operatorEmail: string; after: Record<string, unknown> }>(
        db(),
        sql`SELECT action, operator_email AS "operatorEmail", after FROM audit_log WHERE record_type = 'import' AND record_id = ${String(started.id)} ORDER BY id`,
      );
      expect(audit.map((a) => a.action)).toEqual(['import.run', 'import.finish']);
      expect(audit[0]).toMatchObject({
        operatorEmail: 'ops@agentportal.in',
        after: { fileName: 'three-good-two-bad.csv', total: 5, valid: 3, errors: 2 },
      });
      expect(audit[1]!.after).toMatchObject({ status: 'done', imported: 3, errors: 2 });

      const again = await start(threeGoodTwoBad(), 'three-good-two-bad.csv');
      expect(again.statusCode).toBe(202);
      const second = await finished((again.json() as ImportRecordResponse).import.id);
      expect(second).toMatchObject({ status: 'done', processed: 5, imported: 0, duplicates: 3, errors: 2 });
      expect(await policies()).toBe(before + 3);
      const newest = ((await ops({ url: `${adminEndpoints.imports.adminImports.path}?limit=2` })).json() as ImportListResponse).imports;
      expect(newest.map((i) => i.id)).toEqual([second.id, done.id]);
      expect((await ops({ url: `${adminEndpoints.imports.adminImports.path}?limit=0` })).statusCode).toBe(400);
      expect((await ops({ url: buildPath(adminEndpoints.imports.adminImport.path, { id: '999999' }) })).statusCode).toBe(404);
      expect((await ops({ url: buildPath(adminEndpoints.imports.adminImport.path, { id: 'abc' }) })).statusCode).toBe(400);
    });

    it('updates the progress chunk by chunk, and a crash mid-way leaves a consistent record that importing the file again completes', async () => {
      const csv = file(['P1', 'P2', 'P3', 'P4', 'P5'].map((n) => good(n)));
      const actor = { uid: 'test', email: 'ops@agentportal.in' };
      const plan = await classifyPolicyFile(db(), csv);
      const record = await startImportRecord(db(), actor, 'progress.csv', plan);
      const seen: number[] = [];
      await expect(
        runImport(db(), record.id, actor, plan, {
          chunkRows: 2,
          afterChunk: async () => {
            seen.push((await importRecord(db(), record.id))!.processed);
            if (seen.length === 2) throw new Error('the process died');
          },
        }),
      ).rejects.toThrow('the process died');
      expect(seen).toEqual([2, 4]);
      const crashed = await progress(record.id);
      expect(crashed).toMatchObject({ status: 'failed', total: 5, processed: 4, imported: 4 });
      expect(crashed.error).toMatch(/import the same file again/);
      const count = async () =>
        (await one<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM policies WHERE policy_number LIKE ${`H3-${run}-P%`}`))!.n;
      expect(await count()).toBe(4);

      const again = await start(csv, 'progress.csv');
      const completed = await finished((again.json() as ImportRecordResponse).import.id);
      expect(completed).toMatchObject({ status: 'done', processed: 5, imported: 1, duplicates: 4, errors: 0 });
      expect(await count()).toBe(5);
    });

    it('closing the API mid-import leaves no import running: stopped between chunks, its record matching what was written', async () => {
      const app = await buildApp({ database: ctx().database, config: ctx().config, logger: false });
      await app.ready();
      const numbers = Array.from({ length: 350 }, (_, i) => `S${i}`);
      const res = await app.inject({
        method: 'POST',
        url: adminEndpoints.imports.adminImportStart.path,
        headers: bearer(ctx().opsToken),
        payload: { fileName: 'stopped.csv', csv: file(numbers.map((n) => good(n))) },
      });
      expect(res.statusCode, res.body).toBe(202);
      const { id } = (res.json() as ImportRecordResponse).import;
      await app.close();
      const record = (await importRecord(db(), id))!;
      expect(record.status).not.toBe('running');
      const written = (await one<{ n: number }>(
        db(),
        sql`SELECT count(*)::int AS n FROM policies WHERE policy_number LIKE ${`H3-${run}-S%`}`,
      ))!.n;
      expect(record.imported).toBe(written);
      expect(record.processed).toBe(record.imported + record.duplicates + record.errors);
      if (record.status === 'failed') expect(record.error).toMatch(/import the same file again/);
      else expect(record).toMatchObject({ status: 'done', imported: 350 });
    });

    it('on PGlite, an import left running by a process that died is recorded as failed when the API starts', async () => {
      const [left] = await rows<{ id: number }>(
        db(),
        sql`INSERT INTO policy_imports (operator_email, file_name, status, total, processed, imported) VALUES ('ops@agentportal.in', 'killed.csv', 'running', 900, 300, 300) RETURNING id`,
      );
      const app = await buildApp({ database: ctx().database, config: ctx().config, logger: false });
      await app.ready();
      await app.close();
      const record = (await importRecord(db(), left!.id))!;
      if (ctx().database.kind === 'pglite') {
        expect(record).toMatchObject({
          status: 'failed',
          processed: 300,
          imported: 300,
          error: expect.stringMatching(/import the same file again/),
        });
        expect(record.finishedAt).not.toBeNull();
      } else {
        // Another replica may be running it: PostgreSQL's imports are left as they are.
        expect(record.status).toBe('running');
        await db().execute(sql`UPDATE policy_imports SET status = 'failed', error = 'test', finished_at = now() WHERE id = ${left!.id}`);
      }
    });

    it('the CLI records its imports too, under the CLI user, and still refuses a file with bad rows unless --skip-bad', async () => {
      const { writeFileSync, mkdtempSync } = await import('node:fs');
      const os = await import('node:os');
      const path = await import('node:path');
      const csvPath = path.join(mkdtempSync(path.join(os.tmpdir(), 'h3-import-')), 'cli-batch.csv');
      writeFileSync(csvPath, file([good('C1'), `boat,Yacht,${number('C2')},X,2026-01-01,2026-12-31,1,1,,Y,${ctx().mid.coCode}`]));
      const cli = async (args: string[]) => {
        const out: string[] = [];
        const code = await runAdmin(args, { db: db(), config: ctx().config, out: (l) => out.push(l) });
        return { code, out: out.join('\n') };
      };
      const before = await importsCount();
      const strict = await cli(['import-policies', csvPath]);
      expect(strict.code).toBe(1);
      expect(await importsCount()).toBe(before);
      const lenient = await cli(['import-policies', csvPath, '--skip-bad']);
      expect(lenient.code, lenient.out).toBe(0);
      expect(lenient.out).toContain('Imported 1 of 2 row(s), skipped 1.');
      const [record] = ((await ops({ url: adminEndpoints.imports.adminImports.path })).json() as ImportListResponse).imports;
      expect(record).toMatchObject({ fileName: 'cli-batch.csv', status: 'done', total: 2, imported: 1, errors: 1 });
      expect(record!.operatorEmail).toMatch(/^cli:/);
    });
  });
}
