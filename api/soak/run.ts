/**
 * `npm run soak`: the long reliability runs (crashes, restarts, load), on a PostgreSQL cluster of its own.
 *
 *   1. load     — 200 simulated agents (the demo accounts) browsing and filtering sales for 60 s:
 *                 l1member, hierarchy drill-down, sales list with filters and cursor paging, summary, profile.
 *                 Expect 0 errors; prints p50/p95/p99 per route (target p99 ≤ 100 ms).
 *   2. outage   — SMTP down for 60 s while 500 contact messages are queued: all wait, all go out once.
 *   3. crash    — SIGKILL during 500 concurrent contact messages and sign-ups, on PostgreSQL and PGlite,
 *                 restart, then every 2xx stored and every queued mail delivered (production outbox timings).
 *
 * Results: api/soak/results/latest.json and latest.md. Ports: API 4350–4359, PostgreSQL 5433, Auth emulator
 * 9433 (+1, +2), SMTP 1333 (web 1334). Knobs: SOAK_AGENTS (200), SOAK_SECONDS (60), SOAK_THINK_MS (mean think
 * time between an agent's requests, 1000), SOAK_OUTAGE_SECONDS (60), SOAK_ONLY=load,outage,crash.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import os from 'node:os';
import path from 'node:path';
import { signInWithPassword, startAuthEmulator } from '../../tooling/lib/authEmulator.mjs';
import { startMailCatcher } from '../../tooling/lib/mail.mjs';
import { portsFor } from '../../tooling/lib/ports.mjs';
import { startPostgresCluster } from '../../tooling/lib/postgres.mjs';
import { waitForApi, type ApiProcess } from '../../tooling/lib/services.mjs';
import { DEMO_ACCOUNTS } from '../src/db/seed.js';
import { apiDir, crashScenario, outageScenario, soakApi, type CrashReport, type OutageReport } from './scenarios.js';

const env = process.env;
const AGENTS = Number(env['SOAK_AGENTS'] ?? 200);
const SECONDS = Number(env['SOAK_SECONDS'] ?? 60);
const THINK_MS = Number(env['SOAK_THINK_MS'] ?? 1000);
const OUTAGE_SECONDS = Number(env['SOAK_OUTAGE_SECONDS'] ?? 60);
const ONLY = new Set((env['SOAK_ONLY'] ?? 'load,outage,crash').split(',').map((s) => s.trim()));
const soak = portsFor('soak');
const PORTS = { api: soak.api, postgres: soak.postgres, emulator: soak.authEmulator, smtp: soak.smtp, mailWeb: soak.mailWeb };
const POLICY_TYPES = ['life', 'nonmotor', 'health', 'motor', 'loan'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line: string) => console.log(`${new Date().toISOString().slice(11, 19)} ${line}`);
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

// ---------------------------------------------------------------------------------------------------
// Load: simulated agents

interface Sample {
  route: string;
  ms: number;
  ok: boolean;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? 0),
  };
}

function randomFilters(): URLSearchParams {
  const q = new URLSearchParams();
  const roll = Math.random();
  if (roll < 0.5) {
    const types = POLICY_TYPES.filter(() => Math.random() < 0.4);
    if (types.length) q.set('policyTypes', types.join(','));
  }
  if (roll > 0.3 && roll < 0.8) {
    const from = new Date(Date.now() - Math.floor(Math.random() * 700) * 86_400_000);
    const to = new Date(Math.min(Date.now(), from.getTime() + Math.floor(30 + Math.random() * 300) * 86_400_000));
    q.set('fromDate', from.toISOString().slice(0, 10));
    q.set('toDate', to.toISOString().slice(0, 10));
  }
  if (Math.random() < 0.2) q.set('clientName', ['an', 'sh', 'ra', 'Pri', 'Ku'][Math.floor(Math.random() * 5)]!);
  q.set('limit', '20');
  return q;
}

/** CPU seconds (user + system) a process has used so far (Linux /proc), or undefined. */
function cpuSeconds(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /, '')
      .split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return undefined;
  }
}

async function runAgents(url: string, tokens: string[], agents: number, seconds: number, thinkMs: number, apiPid?: number) {
  const samples: Sample[] = [];
  const errors: Record<string, number> = {};
  const deadline = Date.now() + seconds * 1000;
  const think = () => sleep(thinkMs * (0.5 + Math.random()));

  async function call(route: string, pathAndQuery: string, token: string): Promise<unknown> {
    const started = performance.now();
    let ok = false;
    try {
      const r = await fetch(`${url}${pathAndQuery}`, {
        headers: { Authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(30_000),
      });
      const body = await r.json();
      ok = r.status === 200;
      if (!ok) errors[`${route} ${r.status}`] = (errors[`${route} ${r.status}`] ?? 0) + 1;
      return ok ? body : undefined;
    } catch (error) {
      const key = `${route} ${error instanceof Error ? error.name : 'error'}`;
      errors[key] = (errors[key] ?? 0) + 1;
      return undefined;
    } finally {
      samples.push({ route, ms: performance.now() - started, ok });
    }
  }

  async function agent(index: number) {
    const token = tokens[index % tokens.length]!;
    // Agents start spread over the first two seconds, as people arrive.
    await sleep(Math.random() * 2000);
    while (Date.now() < deadline) {
      const l1 = (await call('l1member', '/sales/l1member', token)) as { member: { coCode: string } } | undefined;
      if (!l1) {
        await think();
        continue;
      }
      await think();
      // Drill down up to three levels, remembering where we are.
      let coCode = l1.member.coCode;
      const depth = Math.floor(Math.random() * 4);
      for (let level = 0; level < depth && Date.now() < deadline; level++) {
        const h = (await call('hierarchy', `/sales/hierarchy/${encodeURIComponent(coCode)}`, token)) as
          { children: { coCode: string }[] } | undefined;
        await think();
        if (!h?.children.length) break;
        coCode = h.children[Math.floor(Math.random() * h.children.length)]!.coCode;
      }
      const filters = randomFilters();
      let page = (await call('sales', `/sales/sales/${encodeURIComponent(coCode)}?${filters}`, token)) as
        { nextCursor: string | null } | undefined;
      await think();
      await call('summary', `/sales/summary/${encodeURIComponent(coCode)}?${filters}`, token);
      // Scroll: up to three more pages.
      for (let more = Math.floor(Math.random() * 4); more > 0 && page?.nextCursor && Date.now() < deadline; more--) {
        await think();
        const next = new URLSearchParams(filters);
        next.set('cursor', page.nextCursor);
        page = (await call('sales page', `/sales/sales/${encodeURIComponent(coCode)}?${next}`, token)) as
          { nextCursor: string | null } | undefined;
      }
      await think();
      if (Math.random() < 0.3) {
        await call('profile', '/account/profile', token);
        await think();
      }
    }
  }

  const loadSamples: string[] = [];
  const sampler = setInterval(() => loadSamples.push(load()), 10_000);
  // How late this (client) process's own event loop runs: on an oversubscribed machine the client's
  // timings include this wait, not only the API's.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  // Baselines beside the agents: /healthz (no database) and /readyz (SELECT 1), one request every 100 ms
  // each. When these are as slow as the sales routes, the time is spent waiting for a CPU, not in them.
  const baseline: Sample[] = [];
  const probe = async (route: string) => {
    while (Date.now() < deadline) {
      const started = performance.now();
      const ok = await fetch(`${url}/${route}`).then(
        async (r) => (await r.arrayBuffer(), r.ok),
        () => false,
      );
      baseline.push({ route, ms: performance.now() - started, ok });
      await sleep(100);
    }
  };
  const apiCpuBefore = apiPid ? cpuSeconds(apiPid) : undefined;
  const started = Date.now();
  await Promise.all([...Array.from({ length: agents }, (_, i) => agent(i)), probe('healthz'), probe('readyz')]);
  clearInterval(sampler);
  loopDelay.disable();
  const elapsed = (Date.now() - started) / 1000;
  const apiCpuAfter = apiPid ? cpuSeconds(apiPid) : undefined;
  const apiCpu = apiCpuBefore !== undefined && apiCpuAfter !== undefined ? apiCpuAfter - apiCpuBefore : undefined;
  const routes = [...new Set(samples.map((s) => s.route))];
  const byRoute = Object.fromEntries(routes.map((route) => [route, stats(samples.filter((s) => s.route === route).map((s) => s.ms))]));
  return {
    agents,
    seconds,
    thinkMsMean: thinkMs,
    elapsedSeconds: Math.round(elapsed * 10) / 10,
    requests: samples.length,
    requestsPerSecond: Math.round(samples.length / elapsed),
    errors: Object.values(errors).reduce((a, b) => a + b, 0),
    errorsByKind: errors,
    all: stats(samples.map((s) => s.ms)),
    byRoute,
    loadAverageDuring: loadSamples,
    /** CPU the API process used: share of one core over the run, and milliseconds per request. */
    apiCpu:
      apiCpu === undefined
        ? undefined
        : {
            coreShare: Math.round((apiCpu / elapsed) * 100) / 100,
            msPerRequest: Math.round(((apiCpu * 1000) / samples.length) * 100) / 100,
          },
    baselines: Object.fromEntries(
      ['healthz', 'readyz'].map((route) => [route, stats(baseline.filter((b) => b.route === route).map((b) => b.ms))]),
    ),
    clientEventLoopDelayMs: {
      p50: Math.round(loopDelay.percentile(50) / 1e5) / 10,
      p99: Math.round(loopDelay.percentile(99) / 1e5) / 10,
      max: Math.round(loopDelay.max / 1e5) / 10,
    },
  };
}

// ---------------------------------------------------------------------------------------------------

async function main() {
  const results: Record<string, unknown> = {
    startedAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, loadAverageAtStart: load() },
  };
  const stops: (() => Promise<unknown>)[] = [];
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-soak-'));
  stops.push(async () => rmSync(tmp, { recursive: true, force: true }));
  let api: ApiProcess | undefined;
  let failed = false;
  const onSignal = () => {
    api?.kill('SIGKILL');
    void stopAll().finally(() => process.exit(130));
  };
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch((e: unknown) => console.error(e));
    stops.length = 0;
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    log(
      `starting PostgreSQL (${PORTS.postgres}), the Auth emulator (${PORTS.emulator}) and maildev (${PORTS.smtp}); load average ${load()}`,
    );
    const [cluster, emulator, catcher] = await Promise.all([
      startPostgresCluster({ port: PORTS.postgres, db: 'portal' }),
      startAuthEmulator({ port: PORTS.emulator, quiet: true }) as Promise<{ url: string; stop: () => Promise<void> }>,
      startMailCatcher({ smtp: PORTS.smtp, web: PORTS.mailWeb }),
    ]);
    stops.push(
      () => cluster.stop(),
      () => emulator.stop(),
      () => catcher.stop(),
    );
    const emulatorHost = emulator.url.replace('http://', '');
    const databaseFor = async (name: string) => {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: cluster.url });
      await client.connect();
      await client.query(`CREATE DATABASE ${name}`);
      await client.end();
      return cluster.urlFor(name);
    };
    // The production outbox timings (1 s poll, 60 s lease, back-off from 5 s); only the public rate limit is raised.
    const apiEnv = { FIREBASE_AUTH_EMULATOR_HOST: emulatorHost, DEMO_SIGN_IN: 'true' };

    if (ONLY.has('load')) {
      log('seeding the demo network and starting the API');
      api = soakApi({
        port: PORTS.api,
        store: { engine: 'postgres', databaseUrl: cluster.url },
        smtpUrl: catcher.smtpUrl,
        env: { ...apiEnv, SEED_DEMO: '1' },
      });
      await waitForApi(api, { timeoutMs: 180_000 });
      const tokens = await Promise.all(DEMO_ACCOUNTS.map((a) => signInWithPassword(emulator.url, a.email, a.password)));
      // Warm up (connection pool, JIT) for a few seconds before measuring.
      await runAgents(api.url, tokens, 20, 5, 200);
      log(`load: ${AGENTS} agents for ${SECONDS} s (think time ${THINK_MS} ms mean); load average ${load()}`);
      const loadResult = { ...(await runAgents(api.url, tokens, AGENTS, SECONDS, THINK_MS, api.pid)), loadAverageAfter: load() };
      results['load'] = loadResult;
      log(
        `load: ${loadResult.requests} requests (${loadResult.requestsPerSecond}/s), ${loadResult.errors} errors; all p50 ${loadResult.all.p50} p95 ${loadResult.all.p95} p99 ${loadResult.all.p99} ms; load average ${loadResult.loadAverageAfter}`,
      );
      log(
        `  API process CPU ${JSON.stringify(loadResult.apiCpu)}; client event-loop delay ms ${JSON.stringify(loadResult.clientEventLoopDelayMs)}`,
      );
      log(`  baselines (not in the totals): ${JSON.stringify(loadResult.baselines)}`);
      for (const [route, s] of Object.entries(loadResult.byRoute))
        log(`  ${route.padEnd(11)} n=${s.count} p50 ${s.p50} p95 ${s.p95} p99 ${s.p99} max ${s.max} ms`);
      if (loadResult.errors) failed = true;
      await api.stop();
      api = undefined;
    }

    if (ONLY.has('outage')) {
      log(`outage: SMTP down for ${OUTAGE_SECONDS} s with 500 contact messages queued`);
      const report: OutageReport = await outageScenario({
        store: { engine: 'postgres', databaseUrl: await databaseFor('soak_outage') },
        port: PORTS.api + 1,
        catcher,
        mails: 500,
        outageMs: OUTAGE_SECONDS * 1000,
        tag: `soakout${Date.now().toString(36)}`,
        env: apiEnv,
        deliveryTimeoutMs: 300_000,
        log,
      });
      const v = report.verdict;
      const ok =
        report.accepted === 500 &&
        report.pendingWhenBack === 500 &&
        !v.lost.length &&
        !v.halfWritten.length &&
        !v.unsent.length &&
        !v.missingMails.length &&
        !v.duplicates.length &&
        v.counts.mails === 500;
      results['outage'] = { ...report, ok, loadAverageAfter: load() };
      log(
        `outage: ${ok ? 'OK' : 'FAILED'} — accepted ${report.accepted}, pending when SMTP returned ${report.pendingWhenBack}, attempts ${JSON.stringify(report.attemptsWhenBack)}, drained ${report.drainMs} ms after it returned; mails ${v.counts.mails}, duplicates ${v.duplicates.length}, missing ${v.missingMails.length}`,
      );
      if (!ok) failed = true;
    }

    if (ONLY.has('crash')) {
      const crashes: Record<string, unknown> = {};
      for (const engine of ['postgres', 'pglite'] as const) {
        const store =
          engine === 'postgres'
            ? { engine, databaseUrl: await databaseFor('soak_crash') }
            : { engine, pgliteDir: path.join(tmp, 'pglite') };
        log(`crash (${engine}): SIGKILL during 500 concurrent contact messages and sign-ups`);
        const report: CrashReport = await crashScenario({
          store,
          port: PORTS.api + (engine === 'postgres' ? 2 : 3),
          catcher,
          requests: 500,
          killAfterAnswers: 200,
          tag: `soak${engine}${Date.now().toString(36)}`,
          env: apiEnv,
          deliveryTimeoutMs: 240_000,
          log,
        });
        const v = report.verdict;
        const ok =
          report.killSignal === 'SIGKILL' &&
          !Object.keys(report.answeredOther).length &&
          report.afterRestartProbe === 200 &&
          !v.lost.length &&
          !v.halfWritten.length &&
          !v.unsent.length &&
          !v.missingMails.length &&
          !v.strayMails.length &&
          v.duplicates.every((d) => d.sameMessageId) &&
          v.duplicates.length <= 1;
        const { restartOutput: _omit, ...rest } = report;
        crashes[engine] = { ...rest, ok, loadAverageAfter: load() };
        log(
          `crash (${engine}): ${ok ? 'OK' : 'FAILED'} — 2xx ${JSON.stringify(report.answered2xx)}, unanswered ${report.unanswered}; stored ${JSON.stringify(v.counts)}; lost ${v.lost.length}, half-written ${v.halfWritten.length}, unsent ${v.unsent.length}, missing mails ${v.missingMails.length}, duplicates ${JSON.stringify(v.duplicates)}; restart ${report.restartMs} ms, drained in ${report.deliveryMs} ms`,
        );
        if (!ok) failed = true;
      }
      results['crash'] = crashes;
    }
  } catch (error) {
    failed = true;
    results['error'] = String(error instanceof Error ? error.stack : error);
    console.error(error);
  } finally {
    api?.kill('SIGKILL');
    await stopAll();
  }
  results['finishedAt'] = new Date().toISOString();
  results['machine'] = { ...(results['machine'] as object), loadAverageAtEnd: load() };
  results['ok'] = !failed;
  const dir = path.join(apiDir, 'soak', 'results');
  mkdirSync(dir, { recursive: true });
  // A run with other settings than the full one does not replace the full run's results.
  const full = ['SOAK_ONLY', 'SOAK_AGENTS', 'SOAK_SECONDS', 'SOAK_THINK_MS', 'SOAK_OUTAGE_SECONDS'].every((name) => !env[name]);
  const name = full ? 'latest' : 'custom';
  results['settings'] = { agents: AGENTS, seconds: SECONDS, thinkMs: THINK_MS, outageSeconds: OUTAGE_SECONDS, only: [...ONLY] };
  writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(dir, `${name}.md`), markdown(results));
  log(`results: ${path.relative(process.cwd(), path.join(dir, `${name}.md`))} — ${failed ? 'FAILED' : 'OK'}`);
  process.exit(failed ? 1 : 0);
}

function markdown(results: Record<string, unknown>): string {
  const lines = [
    `# Soak run (${String(results['startedAt'])})`,
    '',
    `Result: **${results['ok'] ? 'OK' : 'FAILED'}**. Machine: ${JSON.stringify(results['machine'])}.`,
    '',
  ];
  const loadResult = results['load'] as (Awaited<ReturnType<typeof runAgents>> & { loadAverageAfter: string }) | undefined;
  if (loadResult) {
    lines.push(
      `## Load: ${loadResult.agents} agents, ${loadResult.seconds} s, think time ${loadResult.thinkMsMean} ms mean (PostgreSQL)`,
      '',
      `${loadResult.requests} requests (${loadResult.requestsPerSecond}/s), **${loadResult.errors} errors**. Load average during: ${loadResult.loadAverageDuring.join(' | ')}; after: ${loadResult.loadAverageAfter}.`,
      '',
      `API process CPU: ${JSON.stringify(loadResult.apiCpu)} (share of one core, ms per request). Client event-loop delay (ms): ${JSON.stringify(loadResult.clientEventLoopDelayMs)} — on a busy machine the client's own waiting is part of the measured latency.`,
      '',
      '| route | requests | p50 ms | p95 ms | p99 ms | max ms |',
      '| --- | ---: | ---: | ---: | ---: | ---: |',
      ...Object.entries({ all: loadResult.all, ...loadResult.byRoute }).map(
        ([route, s]) => `| ${route} | ${s.count} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.max} |`,
      ),
      ...Object.entries(loadResult.baselines).map(
        ([route, s]) => `| (baseline) ${route} | ${s.count} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.max} |`,
      ),
      '',
    );
  }
  if (results['outage']) lines.push('## SMTP outage', '', '```json', JSON.stringify(results['outage'], null, 2), '```', '');
  if (results['crash']) lines.push('## SIGKILL during writes', '', '```json', JSON.stringify(results['crash'], null, 2), '```', '');
  if (results['error']) lines.push('## Error', '', '```', String(results['error']), '```', '');
  return `${lines.join('\n')}\n`;
}

void main();
