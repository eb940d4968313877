#!/usr/bin/env node
// Quick measurement of `/` only (no back end, no build): serves the current `<app>/dist` builds with
// tooling/lib/staticServer.mjs on ports of their own (BENCH_HOME_PORT, default 3880–3883), then
// measures first-render bytes/requests (CDP, gzip) and Lighthouse mobile, BENCH_RUNS times (default 3).
// With `--baseline <dir>`, the builds under `<dir>/<app>/dist` (e.g. an earlier commit, built there)
// are served beside them (ports +10) and measured in the same run, one Lighthouse run of each in turn.
// `--current <dir>` serves `<dir>/<app>/dist` in place of this checkout's builds. `--first-input`
// measures only the input at first paint (lib/firstInput.mjs, 4× CPU, BENCH_RUNS default 5), the
// variants in turn within each round. For before/after comparisons while working on `/`; `npm run
// bench` remains the full report. Bytes and Lighthouse are measured in every language of the portal (the
// language cookie set for the others: `/` in Hindi, with its Devanagari font), or in `--language <code>`
// alone; the input at first paint in English, with `--slow-network` over Lighthouse's mobile network
// (150 ms round trips, 1.6 Mbit/s down) as well as the slowed CPU.
//   node bench/home.mjs [--no-lighthouse | --first-input [--slow-network]] [--current <dir>] [--baseline <dir>] [--path /login] [--language hi]
import path from 'node:path';
import { distDir } from '../tooling/lib/frontends.mjs';
import { DEFAULT_LANGUAGE, LANGUAGES, parseLanguage } from '../shared/src/i18n/languages.mjs';
import { loadAverage, median, option, RUNS } from './lib/common.mjs';
import { measureFirstInput, SLOW_NETWORK } from './lib/firstInput.mjs';
import { measureLighthouse } from './lib/lighthouse.mjs';
import { builtIn, serveBuilds } from './lib/servedBuilds.mjs';
import { launchBrowser, measureTransfer } from './lib/transfer.mjs';

const base = Number(process.env.BENCH_HOME_PORT ?? 3880);
const baselineDir = option('--baseline') && path.resolve(option('--baseline'));
const currentDir = option('--current') && path.resolve(option('--current'));
const pagePath = option('--path') ?? '/';
const firstInput = process.argv.includes('--first-input');
const network = process.argv.includes('--slow-network') ? SLOW_NETWORK : null;
const onlyLanguage = option('--language');
if (onlyLanguage && !parseLanguage(onlyLanguage))
  throw new Error(`--language ${onlyLanguage}: not one of ${LANGUAGES.map((language) => language.code).join(', ')}`);
const languages = firstInput
  ? [DEFAULT_LANGUAGE]
  : onlyLanguage
    ? [parseLanguage(onlyLanguage)]
    : LANGUAGES.map((language) => language.code);
/** A measured variant's name: `current`, `current hi`. */
const labelOf = (variant, language) => (language === DEFAULT_LANGUAGE ? variant : `${variant} ${language}`);
const kb = (n) => (n / 1024).toFixed(1);
const ms = (v) => (v == null ? '–' : String(Math.round(v)));
const stops = [];

/** Serves the builds from `port` on; they are stopped when the measurement ends. */
async function serve(port, dist) {
  const { origin, stop } = await serveBuilds(port, dist);
  stops.push(stop);
  return origin;
}

async function reportFirstInput(targets) {
  console.log(`load average ${loadAverage()}`);
  const browser = await launchBrowser();
  let results;
  try {
    results = await measureFirstInput(browser, targets, undefined, (target, run, i) =>
      console.log(
        `${target.variant} ${target.path} run ${i + 1}: FCP ${ms(run.fcp)}, click +${ms(run.clickAt)}${run.clickArrived ? '' : ' (never arrived)'}, ${run.lost ? `LOST, first working click +${ms(run.firstWorkingClickAt)} (${run.effect})` : `acted +${ms(run.effectAt)} (${run.effect})`}, portal:layout ${run.layoutAt == null ? 'none' : `+${ms(run.layoutAt)}`}, portal:ready ${run.readyAt == null ? 'none' : `+${ms(run.readyAt)}`}${run.typedKept === false ? ', the typed e-mail was lost' : ''}`,
      ),
    );
  } finally {
    await browser.close();
  }
  console.log(
    `\nInput at first paint, ${pagePath}, ${results[0].cpuSlowdown}× CPU${network ? ', slow network' : ''}, median of ${results[0].runs.length} (ms from FCP; lost = no effect within ${results[0].lostAfterMs / 1000} s)`,
  );
  console.log('variant   FCP  click  acted  click→acted  lost  first working click  portal:layout  portal:ready');
  for (const r of results) {
    console.log(
      `${r.variant.padEnd(8)} ${ms(r.fcp).padStart(4)} ${ms(r.clickAt).padStart(6)} ${ms(r.effectAt).padStart(6)} ${ms(r.clickToEffect).padStart(12)} ${`${r.lost}/${r.runs.length}`.padStart(5)} ${ms(r.firstWorkingClickAt).padStart(20)} ${ms(r.layoutAt).padStart(14)} ${ms(r.readyAt).padStart(13)}`,
    );
  }
  console.log(`load average at end ${loadAverage()}`);
}

async function reportBytesAndLighthouse(targets) {
  const load = loadAverage();
  const browser = await launchBrowser();
  let transfers;
  try {
    transfers = (await measureTransfer(browser, targets, RUNS)).filter((t) => t.encoding === 'gzip');
  } finally {
    await browser.close();
  }
  console.log(`\nload average ${load}`);
  for (const t of transfers) {
    console.log(
      `${labelOf(t.variant, t.language)} ${pagePath} gzip: JS before render ${kb(t.jsBytes)} KB in ${t.jsRequests} scripts, CSS ${kb(t.cssBytes)} KB, fonts ${kb(t.fontBytes)} KB, ${t.requests} requests before render, visible at ${Math.round(t.visibleAt)} ms, FCP ${Math.round(t.fcp)} ms; all JS ${kb(t.allJsBytes)} KB, all CSS ${kb(t.allCssBytes)} KB, all fonts ${kb(t.allFontBytes)} KB in ${t.allFontRequests} files, ${t.allRequests} requests`,
    );
    for (const r of t.lastRequests)
      console.log(
        `  ${String(r.start).padStart(5)}-${String(r.end).padStart(5)} ${r.beforeRender ? '*' : ' '} ${kb(r.bytes).padStart(6)} KB ${r.url}`,
      );
  }
  if (!process.argv.includes('--no-lighthouse')) {
    const runs = Object.fromEntries(targets.map((t) => [labelOf(t.variant, t.language), []]));
    for (let i = 0; i < RUNS; i++) {
      for (const target of targets) {
        const [lh] = await measureLighthouse([target], 1);
        runs[labelOf(target.variant, target.language)].push(...lh.runs);
      }
    }
    for (const [variant, list] of Object.entries(runs)) {
      const m = (key) => median(list.map((r) => r[key]));
      console.log(
        `\n${variant}: Lighthouse mobile ${pagePath} (median of ${list.length}): perf ${m('performance')}, FCP ${Math.round(m('fcp'))} ms, LCP ${Math.round(m('lcp'))} ms, TBT ${Math.round(m('tbt'))} ms, CLS ${m('cls')?.toFixed(3)}, SI ${Math.round(m('si'))}, a11y ${m('accessibility')}, BP ${m('bestPractices')}, SEO ${m('seo')}`,
      );
      for (const run of list) {
        console.log(
          `  run: perf ${run.performance} FCP ${Math.round(run.fcp)} LCP ${Math.round(run.lcp)} TBT ${Math.round(run.tbt)} CLS ${run.cls?.toFixed(3)} lcpEl ${run.lcpElement} failing ${JSON.stringify(run.failing)}`,
        );
        for (const task of run.longTasks ?? []) console.log(`    long task at ${task.start} ms: ${task.duration} ms ${task.url}`);
      }
    }
    console.log(`load average at end ${loadAverage()}`);
  }
}

try {
  const origins = [{ variant: 'current', origin: await serve(base, currentDir ? builtIn(currentDir) : distDir) }];
  if (baselineDir) origins.push({ variant: 'baseline', origin: await serve(base + 10, builtIn(baselineDir)) });
  const targets = languages.flatMap((language) => origins.map((origin) => ({ ...origin, path: pagePath, language, network })));
  if (firstInput) await reportFirstInput(targets);
  else await reportBytesAndLighthouse(targets);
} finally {
  await Promise.all(stops.map((stop) => stop()));
}
