// bench/results/latest.md from the results object of run.mjs.
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../shared/src/i18n/languages.mjs';
const kb = (b) => (b == null ? '–' : (b / 1024).toFixed(1));
/** A load average as the reports print it: "1.2 / 1.9 / 2.4". */
export const loadAverage = (values) => values.map((v) => v.toFixed(1)).join(' / ');

const ms = (v) => (v == null ? '–' : String(Math.round(v)));
const s = (v) => (v == null ? '–' : v.toFixed(1));
const ratio = (a, b) => (a == null || !b ? null : a / b);
const x = (r) => (r == null ? '–' : `${r.toFixed(2)}×`);

/** The first item with these values; English unless `where` names a language (older results have none). */
function find(list, where) {
  const wanted = { language: DEFAULT_LANGUAGE, ...where };
  return list.find((item) => Object.entries(wanted).every(([k, v]) => (k === 'language' ? (item[k] ?? DEFAULT_LANGUAGE) : item[k]) === v));
}

/** The other languages than English that the results measured `/` in. */
const otherLanguagesIn = (r) =>
  LANGUAGES.filter(
    (language) => language.code !== DEFAULT_LANGUAGE && find(r.lighthouse, { variant: 'federated', path: '/', language: language.code }),
  );

export function evaluateTargets(r) {
  const lhHome = find(r.lighthouse, { variant: 'federated', path: '/' });
  const tHome = find(r.transfer, { variant: 'federated', path: '/', encoding: 'gzip' });
  const pages = ['/', '/login', '/sales'];
  const byteRatios = pages.map((p) => {
    const f = find(r.transfer, { variant: 'federated', path: p, encoding: 'gzip' });
    const m = find(r.transfer, { variant: 'monolith', path: p, encoding: 'gzip' });
    return { path: p, value: ratio(f.jsBytes + f.cssBytes, m.jsBytes + m.cssBytes) };
  });
  const lcpRatios = pages.map((p) => ({
    path: p,
    value: ratio(find(r.lighthouse, { variant: 'federated', path: p })?.lcp, find(r.lighthouse, { variant: 'monolith', path: p })?.lcp),
  }));
  const worst = (list) => list.reduce((a, b) => (b.value != null && (a.value == null || b.value > a.value) ? b : a));
  // `/` and `/login` are pre-rendered: their first render needs almost no JS, so also report every
  // byte the page loads until idle (the app that takes over included).
  const allBytes = (t) => t.allJsBytes + t.allCssBytes;
  const mHome = find(r.transfer, { variant: 'monolith', path: '/', encoding: 'gzip' });
  const allRatios = ['/', '/login']
    .map(
      (p) =>
        `\`${p}\` ${x(ratio(allBytes(find(r.transfer, { variant: 'federated', path: p, encoding: 'gzip' })), allBytes(find(r.transfer, { variant: 'monolith', path: p, encoding: 'gzip' }))))}`,
    )
    .join(', ');
  const firstInputRow = (list) => {
    const t = firstInputTarget(list);
    return row(
      'input at first paint: none lost; app acting on its own ≤ 300 ms after FCP (4× CPU)',
      t.measured,
      t.met,
      'median FCP → `portal:ready`; see "Input at first paint"',
    );
  };
  const fSales = find(r.transfer, { variant: 'federated', path: '/sales', encoding: 'gzip' });
  const mSales = find(r.transfer, { variant: 'monolith', path: '/sales', encoding: 'gzip' });
  const salesJsRow =
    fSales && mSales
      ? {
          target: "`/sales` JS ≤ the monolith's (gzip, before the first policy card)",
          measured: `${kb(fSales.jsBytes)} KB (${x(ratio(fSales.jsBytes, mSales.jsBytes))})`,
          met: fSales.jsBytes <= mSales.jsBytes,
          why: `monolith: ${kb(mSales.jsBytes)} KB`,
        }
      : null;
  const wb = worst(byteRatios);
  const wl = worst(lcpRatios);
  const row = (target, measured, met, why) => ({ target, measured, met, why });
  /** The Lighthouse targets of `/`, in English and in each other language measured. */
  const homeRows = (lh, page) => [
    row(
      `${page} mobile performance ≥ 95`,
      `${lh.performance}`,
      lh.performance >= 95,
      `LCP ${ms(lh.lcp)} ms, FCP ${ms(lh.fcp)} ms, TBT ${ms(lh.tbt)} ms (simulated slow 4G + 4× CPU)`,
    ),
    row(`${page} accessibility 100`, `${lh.accessibility}`, lh.accessibility >= 100, failingText(lh, 'accessibility')),
    row(`${page} best practices 100`, `${lh.bestPractices}`, lh.bestPractices >= 100, failingText(lh, 'bestPractices')),
    row(`${page} SEO ≥ 95`, `${lh.seo}`, lh.seo >= 95, failingText(lh, 'seo')),
    row(`${page} LCP ≤ 2.0 s (mobile)`, `${s(lh.lcp / 1000)} s`, lh.lcp <= 2000, `LCP element: ${lh.runs?.at(-1)?.lcpElement ?? '?'}`),
    row(`${page} TBT ≤ 150 ms (mobile)`, `${ms(lh.tbt)} ms`, lh.tbt <= 150, ''),
    row(`${page} CLS ≤ 0.02`, `${lh.cls?.toFixed(3)}`, lh.cls <= 0.02, ''),
  ];
  return [
    ...homeRows(lhHome, '`/`'),
    ...otherLanguagesIn(r).flatMap((language) =>
      homeRows(find(r.lighthouse, { variant: 'federated', path: '/', language: language.code }), `\`/\` in ${language.name}`),
    ),
    row(
      '`/` ≤ 150 KB gzip JS before first render',
      `${kb(tHome.jsBytes)} KB in ${tHome.jsRequests} scripts`,
      tHome.jsBytes <= 150 * 1024,
      `monolith: ${kb(mHome.jsBytes)} KB; all JS of \`/\` until idle: ${kb(tHome.allJsBytes)} KB (monolith ${kb(mHome.allJsBytes)} KB)`,
    ),
    row(
      'federation bytes ≤ 1.15× monolith (JS+CSS gzip)',
      byteRatios.map((b) => `${b.path} ${x(b.value)}`).join(', '),
      wb.value <= 1.15,
      `worst: ${wb.path}; counting every byte until idle: ${allRatios}`,
    ),
    row(
      'federation LCP ≤ 1.15× monolith (Lighthouse)',
      lcpRatios.map((b) => `${b.path} ${x(b.value)}`).join(', '),
      wl.value <= 1.15,
      `worst: ${wl.path}`,
    ),
    row(
      '`/sales` first policy card ≤ 1 s after clicking Sales (desktop, signed in)',
      `${ms(r.salesNavigation.federated.median)} ms`,
      r.salesNavigation.federated.median <= 1000,
      `monolith: ${ms(r.salesNavigation.monolith.median)} ms`,
    ),
    ...(r.firstInput ? [firstInputRow(r.firstInput)] : []),
    ...(r.insightsTab
      ? [
          row(
            'Insights tab JS (gzip) ≤ 60 KB',
            `${kb(r.insightsTab.jsGzip)} KB in ${r.insightsTab.jsChunks} chunks`,
            r.insightsTab.jsGzip <= 60 * 1024,
            `${kb(r.insightsTab.jsGzipBeyondFrom)} KB not already loaded by \`/sales\`; CSS ${kb(r.insightsTab.cssGzip)} KB`,
          ),
        ]
      : []),
    ...(salesJsRow ? [salesJsRow] : []),
    ...mobileTargets(r),
    row(
      'all frontends production build ≤ 20 s cold',
      `${s(r.builds.federated.cold.compile)} s`,
      r.builds.federated.cold.compile <= 20,
      `warm ${s(r.builds.federated.warm.compile)} s; wall incl. Node start ${s(r.builds.federated.cold.wall)} s`,
    ),
  ];
}

/** When a first-input mark was set, in ms after FCP. */
const markedAt = (at) => (at == null ? 'never marked' : `+${ms(at)} ms`);

/** "No input lost; app acting on its own ≤ 300 ms after FCP", over `/` and `/login`. */
export function firstInputTarget(firstInput) {
  const late = firstInput.filter((f) => f.readyAt == null || f.readyAt > 300);
  const lost = firstInput.reduce((n, f) => n + f.lost, 0);
  return {
    met: lost === 0 && late.length === 0,
    measured: firstInput
      .map((f) => `\`${f.path}\` ${f.lost}/${f.runs.length} lost, layout ${markedAt(f.layoutAt)}, ready ${markedAt(f.readyAt)}`)
      .join('; '),
  };
}

function failingText(lh, category) {
  const ids = new Set(lh.runs.flatMap((run) => run.failing?.[category] ?? []));
  return ids.size ? `failing audits: ${[...ids].join(', ')}` : 'no failing audit';
}

/** The signed-in pages measured on a phone before this bench measured them (Lighthouse mobile, cold, median of 3). */
const MOBILE_BEFORE = {
  '/sales': { performance: 59, lcp: 4300, cls: 0.19, tbt: 714 },
  '/sales/renewals': { performance: 62, lcp: 4200, cls: 0.17, tbt: 690 },
  '/sales/payouts': { performance: 62, lcp: 4200, cls: 0.17, tbt: 572 },
  '/profile': { performance: 73, lcp: 4000, cls: 0.14, tbt: 400 },
};

const cls = (v) => (v == null ? '–' : v.toFixed(3));
const sec = (v) => (v == null ? '–' : `${s(v / 1000)} s`);
const code = (html) => `\`${html.replace(/\s+/g, ' ').replace(/`/g, "'").replace(/\|/g, '\\|').slice(0, 120)}\``;
/** A run's LCP element: its opening tag and the start of its text (Lighthouse's node label). */
const lcpOf = (run) =>
  run?.lcpElement
    ? `${code(run.lcpElement)}${run.lcpLabel ? ` "${run.lcpLabel.replace(/\s+/g, ' ').replace(/\|/g, '\\|').slice(0, 60)}"` : ''}`
    : null;
/** The LCP elements of a target's runs, each once. */
const lcpElements = (l) => [...new Set((l?.runs ?? []).map(lcpOf).filter(Boolean))];

/** The phone targets of the signed-in pages: Lighthouse mobile cold (and warm `/sales`), INP of `/sales`. */
export function mobileTargets(r) {
  if (!r.lighthouseMobile?.length) return [];
  const row = (target, measured, met, why) => ({ target, measured, met, why });
  const lh = (variant, path, state) => find(r.lighthouseMobile, { variant, path, state });
  const rows = [];
  for (const path of r.mobilePages) {
    const cold = lh('federated', path, 'cold');
    const warm = lh('federated', path, 'warm');
    const mono = lh('monolith', path, 'cold');
    if (!cold) continue;
    const page = `\`${path}\` phone, signed in, cold:`;
    const before = MOBILE_BEFORE[path];
    rows.push(
      row(
        `${page} performance ≥ 95`,
        `${cold.performance ?? '–'}`,
        cold.performance != null && cold.performance >= 95,
        `TBT ${ms(cold.tbt)} ms; warm ${warm?.performance ?? '–'}; monolith ${mono?.performance ?? '–'} (TBT ${ms(mono?.tbt)} ms)${before ? `; before: ${before.performance}, TBT ${before.tbt} ms` : ''}`,
      ),
      row(
        `${page} LCP ≤ 2.5 s`,
        sec(cold.lcp),
        cold.lcp != null && cold.lcp <= 2500,
        `LCP element: ${lcpElements(cold).join(', ') || '?'}; warm ${sec(warm?.lcp)}; monolith ${sec(mono?.lcp)}${before ? `; before: ${sec(before.lcp)}` : ''}`,
      ),
      row(
        `${page} CLS ≤ 0.02`,
        cls(cold.cls),
        cold.cls != null && cold.cls <= 0.02,
        `warm ${cls(warm?.cls)}; monolith ${cls(mono?.cls)}${before ? `; before: ${before.cls}` : ''}`,
      ),
    );
  }
  const warmSales = lh('federated', '/sales', 'warm');
  if (warmSales)
    rows.push(
      row(
        '`/sales` phone, signed in, warm (one visit before): LCP ≤ 1.0 s',
        sec(warmSales.lcp),
        warmSales.lcp != null && warmSales.lcp <= 1000,
        `LCP element: ${lcpElements(warmSales).join(', ') || '?'}; monolith warm ${sec(lh('monolith', '/sales', 'warm')?.lcp)}; service worker: ${[...new Set(warmSales.runs.map((run) => run.serviceWorker))].join(', ')}`,
      ),
    );
  const inp = (variant) => r.interactions?.find((i) => i.variant === variant);
  const fi = inp('federated');
  if (fi)
    rows.push(
      row(
        `\`/sales\` INP ≤ 100 ms (Event Timing, ${fi.cpuSlowdown}× CPU, ${fi.viewport.width} px)`,
        fi.inp == null ? 'not measured' : `${ms(fi.inp)} ms`,
        fi.inp != null && fi.inp <= 100,
        `${fi.steps.map((step) => `${step.name} ${ms(step.duration)} ms`).join('; ')}; monolith INP ${ms(inp('monolith')?.inp)} ms`,
      ),
    );
  return rows;
}

/** A Lighthouse row's min–max over its runs, in brackets, when there was more than one run. */
function rangeOf(l, key, f = ms) {
  const xs = l.runs.map((run) => run[key]).filter((v) => v != null);
  return xs.length > 1 ? ` (${f(Math.min(...xs))}–${f(Math.max(...xs))})` : '';
}

/** The tables of the phone measurements: Lighthouse per page, variant and state, then INP per step. */
export function renderMobile(r) {
  if (!r.lighthouseMobile?.length) return [];
  const lines = [
    '',
    '## Signed in on a phone: Lighthouse mobile preset, cold and warm; INP',
    '',
    `Lighthouse ${r.lighthouseMobile[0].lighthouseVersion ?? ''}'s default (mobile) config: simulated slow 4G (150 ms, 1.6 Mbit/s), 4× CPU, a Moto G Power's screen. Signed in as the demo top member through \`/login\` on the run's own Chromium profile, then run with \`disableStorageReset\` (the session kept). **Cold**: HTTP cache, service worker, CacheStorage and the \`portal-data\` IndexedDB cleared. **Warm**: the same page visited once just before (at the phone's size, until the network is idle, its service worker — if one is registered — ready and controlling, and 1.5 s more), nothing cleared. Median of ${r.runs}; min–max in brackets.`,
    '',
    '| page | variant | state | performance | FCP (ms) | LCP (ms) | TBT (ms) | CLS | LCP element (last run) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const l of r.lighthouseMobile) {
    lines.push(
      `| \`${l.path}\` | ${l.variant} | ${l.state} | ${l.performance ?? '–'}${rangeOf(l, 'performance', String)} | ${ms(l.fcp)} | ${ms(l.lcp)}${rangeOf(l, 'lcp')} | ${ms(l.tbt)}${rangeOf(l, 'tbt')} | ${cls(l.cls)} | ${lcpOf(l.runs.at(-1)) ?? '–'} |`,
    );
  }
  const before = Object.entries(MOBILE_BEFORE)
    .map(([path, b]) => `\`${path}\` ${b.performance}, LCP ${sec(b.lcp)}, CLS ${b.cls}, TBT ${b.tbt} ms`)
    .join('; ');
  lines.push('', `Before (federated, cold, median of 3, the same preset): ${before}.`);
  if (r.interactions?.length) {
    const first = r.interactions[0];
    lines.push(
      '',
      `### INP on \`/sales\` (Event Timing, ${first.cpuSlowdown}× CPU, ${first.viewport.width}×${first.viewport.height} touch screen)`,
      '',
      `Playwright taps in Debian's Chromium, signed in, the CPU slowed down by CDP once \`/sales\` is opened; an init script's \`PerformanceObserver({ type: 'event', buffered: true, durationThreshold: 16 })\` keeps the longest entry of each interaction. A step's duration is its worst tap (0 = every entry under 16 ms); INP is the worst interaction of the visit. Median of the runs. Each tap of the last run is split as web-vitals attributes INP: waiting for the main thread + the handlers of its events + the frame that shows the result.`,
      '',
      '| variant | step | median (ms) | runs (ms) | each tap, last run (ms) |',
      '| --- | --- | --- | --- | --- |',
    );
    for (const i of r.interactions) {
      for (const step of i.steps) {
        const runs = i.runs.map((run) => ms(run.steps.find((s) => s.name === step.name)?.duration)).join(', ');
        const taps = i.runs
          .at(-1)
          ?.steps.find((s) => s.name === step.name)
          ?.taps.map(tapWithParts)
          .join(', ');
        lines.push(`| ${i.variant} | ${step.name} | ${ms(step.duration)} | ${runs} | ${taps || '–'} |`);
      }
      lines.push(`| ${i.variant} | **INP** | **${ms(i.inp)}** | ${i.runs.map((run) => ms(run.inp)).join(', ')} | |`);
    }
  }
  return lines;
}

/** A tap's duration and, when recorded, its parts: "176 (64 + 96 + 16)". */
const tapWithParts = (tap) =>
  tap.processing === undefined
    ? ms(tap.duration)
    : `${ms(tap.duration)} (${ms(tap.inputDelay)} + ${ms(tap.processing)} + ${ms(tap.presentation)})`;

/** bench/results/mobile.md: only the phone measurements (`BENCH_ONLY=mobile`). */
export function renderMobileReport(r) {
  const targets = mobileTargets(r);
  return [
    '# Agent Portal — signed-in pages on a phone',
    '',
    ...(r.monolithRenderer === 'preact'
      ? [
          'An experiment: the **monolith** rows are the monolith built on preact/compat instead of React (`bench/monolith/preactReact.mjs`); the federated rows are the portal as it ships.',
          '',
        ]
      : []),
    `Generated by \`${r.monolithRenderer === 'preact' ? 'BENCH_MONOLITH_RENDERER=preact ' : ''}BENCH_ONLY=mobile npm run bench\` at ${r.startedAt} in ${Math.round(r.durationS / 60)} min, pages ${r.mobilePages.map((p) => `\`${p}\``).join(', ')}. ${r.runs} runs per measurement, medians shown.`,
    `Machine: ${r.machine.cpus} × ${r.machine.cpuModel}, ${r.machine.memGb} GB, Node ${r.machine.node}, ${r.machine.chromium}; load average at start ${loadAverage(r.machine.loadAvgStart)}, at end ${loadAverage(r.machine.loadAvgEnd)} (the CPU is shared with other processes).`,
    '',
    '## Targets',
    '',
    '| target | measured | met? | notes |',
    '| --- | --- | --- | --- |',
    ...targets.map((t) => `| ${t.target} | ${t.measured} | ${t.met ? '**met**' : '**missed**'} | ${t.why} |`),
    ...renderMobile(r),
    '',
  ].join('\n');
}

export function renderReport(r) {
  const lines = [];
  const push = (...l) => lines.push(...l);
  const targets = evaluateTargets(r);
  push(
    '# Agent Portal — performance benchmark',
    '',
    `Generated by \`npm run bench\` at ${r.startedAt} in ${Math.round(r.durationS / 60)} min. ${r.runs} runs per measurement, medians shown.`,
    `Machine: ${r.machine.cpus} × ${r.machine.cpuModel}, ${r.machine.memGb} GB, Node ${r.machine.node}, ${r.machine.chromium}; load average at start ${loadAverage(r.machine.loadAvgStart)}, at end ${loadAverage(r.machine.loadAvgEnd)} (the CPU is shared with other processes).`,
    'KB = 1024 bytes, encoded (compressed) body bytes as served by `tooling/lib/staticServer.mjs` (gzip level 6, brotli quality 9).',
    '',
    '## Targets',
    '',
    '| target | measured | met? | notes |',
    '| --- | --- | --- | --- |',
    ...targets.map((t) => `| ${t.target} | ${t.measured} | ${t.met ? '**met**' : '**missed**'} | ${t.why} |`),
    '',
    '## Side by side: federated vs monolith vs static',
    '',
    'First render = requests started before the page\'s main content was visible (`/`: the hero heading; `/login`: the login form; `/sales`: the first policy card), cold HTTP cache, 1350×940, no throttling. "After idle" = everything loaded until network idle (e.g. the Firebase SDK loaded on idle).',
    '',
    '| variant | page | JS gzip | JS br | CSS gzip | CSS br | requests before render | requests before FCP | content visible (ms) | JS gzip after idle | all requests |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  const variants = ['federated', 'monolith', 'static'];
  for (const variant of variants) {
    for (const p of ['/', '/login', '/sales']) {
      const g = find(r.transfer, { variant, path: p, encoding: 'gzip' });
      const b = find(r.transfer, { variant, path: p, encoding: 'br' });
      if (!g) continue;
      push(
        `| ${variant} | \`${p}\`${g.signedIn ? ' (signed in)' : ''} | ${kb(g.jsBytes)} | ${kb(b?.jsBytes)} | ${kb(g.cssBytes)} | ${kb(b?.cssBytes)} | ${g.requests} | ${g.requestsBeforeFcp} | ${ms(g.visibleAt)} | ${kb(g.allJsBytes)} | ${g.allRequests} |`,
      );
    }
  }
  for (const language of otherLanguagesIn(r)) {
    const g = find(r.transfer, { variant: 'federated', path: '/', encoding: 'gzip', language: language.code });
    const b = find(r.transfer, { variant: 'federated', path: '/', encoding: 'br', language: language.code });
    if (g)
      push(
        `| federated | \`/\` (${language.name}) | ${kb(g.jsBytes)} | ${kb(b?.jsBytes)} | ${kb(g.cssBytes)} | ${kb(b?.cssBytes)} | ${g.requests} | ${g.requestsBeforeFcp} | ${ms(g.visibleAt)} | ${kb(g.allJsBytes)} | ${g.allRequests} |`,
      );
  }
  push(
    '',
    '### Lighthouse (simulated throttling; mobile preset for `/` and `/login`, desktop for `/sales` signed in; the signed-in pages on a phone are in a section of their own below)',
    '',
    '| variant | page | preset | performance (min–max) | FCP (ms) | LCP (ms, min–max) | TBT (ms, min–max) | CLS | Speed Index (ms) | accessibility | best practices | SEO |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const l of r.lighthouse) {
    const language = LANGUAGES.find((candidate) => candidate.code === (l.language ?? DEFAULT_LANGUAGE));
    push(
      `| ${l.variant} | \`${l.path}\`${language.code === DEFAULT_LANGUAGE ? '' : ` (${language.name})`} | ${l.preset} | ${l.performance ?? '–'}${rangeOf(l, 'performance', String)} | ${ms(l.fcp)} | ${ms(l.lcp)}${rangeOf(l, 'lcp')} | ${ms(l.tbt)}${rangeOf(l, 'tbt')} | ${l.cls == null ? '–' : l.cls.toFixed(3)} | ${ms(l.si)} | ${l.accessibility ?? '–'} | ${l.bestPractices ?? '–'} | ${l.seo ?? '–'} |`,
    );
  }
  push(
    '',
    "Lighthouse's simulated throttling estimates FCP, LCP and TBT from the observed trace, main-thread task durations included (multiplied by its 4× mobile CPU slowdown), so on this shared 2-core machine they swing with the other processes' load (see the min–max ranges and the load average above). Bytes and request counts do not depend on load. The static page runs no JavaScript at all: its TBT is this machine's noise floor. The signed-out pages (`/`, `/login`, all three variants) are measured before the back end (API, Auth emulator, mail catcher) is started, as they use none of it; `/sales` after.",
  );
  push(
    '',
    '### Federation overhead (federated ÷ monolith)',
    '',
    '| page | JS+CSS gzip | JS+CSS br | requests before render | Lighthouse LCP | content visible (CDP, unthrottled) |',
    '| --- | --- | --- | --- | --- | --- |',
  );
  for (const p of ['/', '/login', '/sales']) {
    const fg = find(r.transfer, { variant: 'federated', path: p, encoding: 'gzip' });
    const mg = find(r.transfer, { variant: 'monolith', path: p, encoding: 'gzip' });
    const fb = find(r.transfer, { variant: 'federated', path: p, encoding: 'br' });
    const mb = find(r.transfer, { variant: 'monolith', path: p, encoding: 'br' });
    const fl = find(r.lighthouse, { variant: 'federated', path: p });
    const ml = find(r.lighthouse, { variant: 'monolith', path: p });
    push(
      `| \`${p}\` | ${x(ratio(fg.jsBytes + fg.cssBytes, mg.jsBytes + mg.cssBytes))} | ${x(ratio(fb.jsBytes + fb.cssBytes, mb.jsBytes + mb.cssBytes))} | ${x(ratio(fg.requests, mg.requests))} | ${x(ratio(fl?.lcp, ml?.lcp))} | ${x(ratio(fg.visibleAt, mg.visibleAt))} |`,
    );
  }
  if (r.fonts) {
    const font = (weight) => (r.fonts[weight] ? `${kb(r.fonts[weight].bytes)} KB` : 'missing');
    const downloads = (language) => {
      const t = find(r.transfer, { variant: 'federated', path: '/', encoding: 'gzip', language });
      return t?.allFontBytes != null
        ? `${kb(t.allFontBytes)} KB in ${t.allFontRequests} file(s), ${kb(t.fontBytes)} KB of it requested before the hero was visible`
        : 'not measured';
    };
    push(
      '',
      "### Devanagari font (Noto Sans Devanagari, subset to the Devanagari block, and a face of the languages' names; woff2, served by the shell, cached for a year)",
      '',
      '| face | bytes |',
      '| --- | --- |',
      ...Object.keys(r.fonts).map((weight) => `| ${weight} | ${font(weight)} |`),
      '',
      `What \`/\` downloads of it: in English ${downloads(DEFAULT_LANGUAGE)} (the names' face, for the switch's हिन्दी label only; font-display: swap, so it never holds the first paint)${otherLanguagesIn(
        r,
      )
        .map((language) => `; in ${language.name} ${downloads(language.code)} (preloaded)`)
        .join('')}.`,
    );
  }
  const st = find(r.lighthouse, { variant: 'static', path: '/' });
  const fh = find(r.lighthouse, { variant: 'federated', path: '/' });
  if (st && fh)
    push(
      '',
      `Static floor for \`/\` (HTML + CSS, no JavaScript): LCP ${ms(st.lcp)} ms vs federated ${ms(fh.lcp)} ms (${x(ratio(fh.lcp, st.lcp))} the floor).`,
    );

  const nav = r.salesNavigation;
  push(
    '',
    '### Signed in: `/` → `/sales` via the header link, until the first policy card is visible',
    '',
    `| variant | median (ms) | runs (ms) |`,
    '| --- | --- | --- |',
    `| federated | ${ms(nav.federated.median)} | ${nav.federated.runs.map(ms).join(', ')} |`,
    `| monolith | ${ms(nav.monolith.median)} | ${nav.monolith.runs.map(ms).join(', ')} |`,
  );

  if (r.firstInput) {
    const t = firstInputTarget(r.firstInput);
    push(
      '',
      '### Input at first paint (4x CPU)',
      '',
      `Federated, signed out, CPU slowed down ${r.firstInput[0].cpuSlowdown}× (CDP), 1350×940, no network throttling, no back end; a fresh browser context per run, median of ${r.firstInput[0].runs.length}. At FCP (polled in the page), a real mouse click: \`/\` on the theme toggle (acted = \`<html data-theme>\` changes; the page's inline script switches it before the app runs), \`/login\` on "Verify Email" after typing an e-mail (acted = the button reads "Verifying...", which the inline script shows as it sends the check before the app runs, or an error shows; no API runs, so the check fails). Times in ms from FCP, taken in the page. Lost = no effect within ${r.firstInput[0].lostAfterMs / 1000} s; the page is then loaded again and clicked every 100 ms from FCP on, to time the first click that works. \`portal:layout\` = the app's mark once it has adopted the header and footer (the theme toggle, menu and links are then its own); \`portal:ready\` = once the pre-rendered page is adopted too and the held input replayed: from then on the app acts on its own.`,
      '',
      '| page | FCP | click at | FCP → acted | click → acted | lost clicks | first working click (lost runs) | FCP → portal:layout | FCP → portal:ready |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const f of r.firstInput) {
      push(
        `| \`${f.path}\` | ${ms(f.fcp)} | +${ms(f.clickAt)} | ${ms(f.effectAt)} | ${ms(f.clickToEffect)} | ${f.lost}/${f.runs.length} | ${f.lost ? `+${ms(f.firstWorkingClickAt)}` : '–'} | ${ms(f.layoutAt)} | ${ms(f.readyAt)} |`,
      );
    }
    push('', `Target "no input lost; app acting on its own ≤ 300 ms after FCP": **${t.met ? 'met' : 'missed'}** (${t.measured}).`);
  }

  const b = r.builds;
  push(
    '',
    '### Production build time (rspack compile time; wall includes starting Node)',
    '',
    '| build | cold compile (s) | cold wall (s) | warm compile (s) | warm wall (s) | runs (cold / warm compile) |',
    '| --- | --- | --- | --- | --- | --- |',
    `| all four frontends (\`scripts/build.mjs\`, one MultiCompiler) | ${s(b.federated.cold.compile)} | ${s(b.federated.cold.wall)} | ${s(b.federated.warm.compile)} | ${s(b.federated.warm.wall)} | ${b.federated.cold.runs.map((x) => s(x.compile)).join(', ')} / ${b.federated.warm.runs.map((x) => s(x.compile)).join(', ')} |`,
    `| monolith (\`bench/monolith\`) | ${s(b.monolith.cold.compile)} | ${s(b.monolith.cold.wall)} | ${s(b.monolith.warm.compile)} | ${s(b.monolith.warm.wall)} | ${b.monolith.cold.runs.map((x) => s(x.compile)).join(', ')} / ${b.monolith.warm.runs.map((x) => s(x.compile)).join(', ')} |`,
    '',
    'Cold = `dist/` and any cache folder removed first; warm = the same build again right after. The shared config enables no persistent rspack cache, so warm only benefits from the OS file cache.',
  );

  push(...renderMobile(r));

  push(
    '',
    '## First-render path of `/` (federated, gzip, last run)',
    '',
    'Every request the browser started before the hero heading was visible, in start order (times in ms from navigation start).',
    '',
    '| # | start | end | app | file | kind | gzip KB | why it is there |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  r.firstRenderPath
    .filter((q) => q.beforeRender)
    .forEach((q, i) =>
      push(`| ${i + 1} | ${q.start} | ${q.end ?? '–'} | ${q.app} | \`${q.path}\` | ${q.kind} | ${kb(q.bytes)} | ${q.why} |`),
    );
  const fb = r.firstRenderPath.filter((q) => q.beforeRender && /firebase/.test(q.why));
  const hero = find(r.transfer, { variant: 'federated', path: '/', encoding: 'gzip' });
  push(
    '',
    fb.length
      ? `**The Firebase SDK is on the first-render path of \`/\` (signed out):** ${fb.length} chunks, ${kb(fb.reduce((n, q) => n + q.bytes, 0))} KB gzip, requested from ${Math.min(...fb.map((q) => q.start))} ms, before the hero was visible (${ms(hero.visibleAt)} ms median). \`requestIdleCallback\` fires while the page waits on the remote's manifest and chunks, so the idle load competes with the landing remote for the network and the main thread.`
      : 'The Firebase SDK is not requested before the hero is visible on `/` (signed out).',
  );
  for (const [label, list] of [
    ['monolith', r.firstRenderPathMonolith],
    ['static', r.firstRenderPathStatic],
  ]) {
    if (!list) continue;
    push(
      '',
      `For comparison, \`/\` ${label} (gzip, last run):`,
      '',
      '| # | start | end | file | kind | gzip KB |',
      '| --- | --- | --- | --- | --- | --- |',
    );
    list
      .filter((q) => q.beforeRender)
      .forEach((q, i) => push(`| ${i + 1} | ${q.start} | ${q.end ?? '–'} | \`${q.path}\` | ${q.kind} | ${kb(q.bytes)} |`));
  }
  const after = r.firstRenderPath.filter((q) => !q.beforeRender);
  if (after.length) {
    push(
      '',
      'Loaded after the first render (idle):',
      '',
      '| start | app | file | kind | gzip KB | why |',
      '| --- | --- | --- | --- | --- | --- |',
    );
    after.forEach((q) => push(`| ${q.start} | ${q.app} | \`${q.path}\` | ${q.kind} | ${kb(q.bytes)} | ${q.why} |`));
  }

  if (r.salesRenderPath) {
    const before = (list) => list.filter((q) => q.beforeRender && q.kind !== 'other');
    const total = (list) => kb(list.reduce((n, q) => n + q.bytes, 0));
    const federation = before(r.salesRenderPath).filter((q) => /federation runtime|remote container/.test(q.why));
    push(
      '',
      '## First-render path of `/sales` (signed in, gzip, last run)',
      '',
      'The JS and CSS requested before the first policy card was visible, federated then monolith: where the bytes ratio of `/sales` comes from.',
      '',
      '| # | app | file | kind | gzip KB | why it is there |',
      '| --- | --- | --- | --- | --- | --- |',
    );
    before(r.salesRenderPath).forEach((q, i) => push(`| ${i + 1} | ${q.app} | \`${q.path}\` | ${q.kind} | ${kb(q.bytes)} | ${q.why} |`));
    push(
      '',
      `Federated: ${total(before(r.salesRenderPath))} KB, of which ${total(federation)} KB are the federation runtime and the remote's container (the shell's entry and \`remoteEntry.js\`).`,
    );
    if (r.salesRenderPathMonolith) {
      push('', '| # | file | kind | gzip KB |', '| --- | --- | --- | --- |');
      before(r.salesRenderPathMonolith).forEach((q, i) => push(`| ${i + 1} | \`${q.path}\` | ${q.kind} | ${kb(q.bytes)} |`));
      push('', `Monolith: ${total(before(r.salesRenderPathMonolith))} KB.`);
    }
  }

  if (r.apiBench) {
    push(
      '',
      '## API benchmark (`npm run bench -w api`, small dataset)',
      '',
      `Settings: ${Object.entries(r.apiBench.settings)
        .map(([k, v]) => `${k}=${v}`)
        .join(' ')}; took ${Math.round(r.apiBench.seconds)} s, exit code ${r.apiBench.exitCode}.`,
      '',
      '```',
      r.apiBench.table ?? r.apiBench.output ?? '(no output)',
      '```',
    );
  }
  push('');
  return lines.join('\n');
}
