// INP of real interactions on `/sales` on a phone: Playwright in Debian's Chromium, a 412×915 touch
// screen (isMobile), signed in as the demo top member, the CPU slowed down 4× (CDP) once signed in.
// An init script keeps, from the Event Timing API (PerformanceObserver 'event', buffered, 16 ms
// threshold: the smallest allowed), the entries of each interactionId: its duration is its longest
// entry's. Each step's taps are the interactions that appeared while it ran; a step's duration is its
// worst tap, and INP is the worst interaction of the visit (fewer than 50 interactions: no outlier is
// left out). A tap whose every entry was under 16 ms has none and counts as 0. Each interaction is also split as web-vitals
// attributes INP: waiting for the main thread, the handlers of its events, and the frame that shows it.
import { log, median } from './common.mjs';
import { signIn } from './transfer.mjs';

export const PHONE = { width: 412, height: 915 };
const CPU_SLOWDOWN = 4;
const TIMEOUT = 60_000;

const OBSERVER_SCRIPT = `(() => {
  const entriesById = new Map();
  window.__benchInteractions = entriesById;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const entries = entriesById.get(entry.interactionId) ?? [];
      entries.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration, processingStart: entry.processingStart, processingEnd: entry.processingEnd });
      entriesById.set(entry.interactionId, entries);
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
})();`;

/**
 * An interaction's duration (its longest entry's) and its parts, as web-vitals attributes INP: the
 * entries painted in the longest one's frame (their ends within 8 ms, Event Timing's rounding) from the
 * first one's start to its handlers, all their handlers, then until that frame.
 */
function interactionOf(entries) {
  const longest = entries.reduce((a, b) => (b.duration > a.duration ? b : a));
  const end = longest.startTime + longest.duration;
  const frame = entries.filter((entry) => Math.abs(entry.startTime + entry.duration - end) <= 8);
  const start = Math.min(...frame.map((entry) => entry.startTime));
  const handlersStart = Math.min(...frame.map((entry) => entry.processingStart));
  const handlersEnd = Math.max(...frame.map((entry) => entry.processingEnd));
  return {
    duration: longest.duration,
    event: longest.name,
    inputDelay: handlersStart - start,
    processing: handlersEnd - handlersStart,
    presentation: Math.max(0, end - handlersEnd),
  };
}

/** The interactions observed so far: interactionId → { duration, event, inputDelay, processing, presentation }. */
const observed = async (page) => {
  const entriesById = await page.evaluate(() => Object.fromEntries(window.__benchInteractions));
  return Object.fromEntries(Object.entries(entriesById).map(([id, entries]) => [id, interactionOf(entries)]));
};

/** Until the entries of what just happened are delivered: Event Timing reports after the next frame. */
const afterFrames = (page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)))));

/** The network idle again (a step's reads done), without failing the run when a poll keeps it busy. */
const settle = (page) => page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => {});

/** The steps, in this order: the first two on `/sales` itself, the last one leaves it. */
const STEPS = [
  {
    name: 'Filters → Life → Apply Filters',
    async run(page) {
      const filters = page.getByRole('button', { name: /^Filters/ });
      await filters.tap({ timeout: TIMEOUT });
      const dialog = page.getByRole('dialog', { name: 'Filters' });
      await dialog.waitFor({ state: 'visible', timeout: TIMEOUT });
      const life = dialog.getByRole('group', { name: 'Policy type' }).getByRole('button', { name: 'Life', exact: true });
      await life.tap({ timeout: TIMEOUT });
      await life.and(page.locator('[aria-pressed="true"]')).waitFor({ timeout: TIMEOUT });
      await dialog.getByRole('button', { name: 'Apply Filters' }).tap({ timeout: TIMEOUT });
      await dialog.waitFor({ state: 'detached', timeout: TIMEOUT });
      await page.waitForURL(/[?&]types=life/, { timeout: TIMEOUT });
    },
  },
  {
    name: 'Member → a team member',
    async run(page) {
      const picker = page.getByRole('button', { name: /^Member/ });
      await picker.tap({ timeout: TIMEOUT });
      const team = page.getByRole('region', { name: 'Your team' });
      await team.waitFor({ state: 'visible', timeout: TIMEOUT });
      const before = page.url();
      await team.getByRole('listitem').first().getByRole('button').tap({ timeout: TIMEOUT });
      await page.waitForURL((url) => url.href !== before, { timeout: TIMEOUT });
    },
  },
  {
    name: 'Renewals tab',
    async run(page) {
      await page
        .getByRole('navigation', { name: 'Sales sections' })
        .getByRole('link', { name: 'Renewals', exact: true })
        .tap({ timeout: TIMEOUT });
      await page.waitForURL(/\/sales\/renewals/, { timeout: TIMEOUT });
    },
  },
];

async function runOnce(browser, origin) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
  try {
    await context.addInitScript(OBSERVER_SCRIPT);
    const page = await context.newPage();
    await signIn(page, origin);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${origin}/sales`);
    await page.getByRole('article').first().waitFor({ state: 'visible', timeout: TIMEOUT });
    await settle(page);
    await afterFrames(page);
    const steps = [];
    for (const step of STEPS) {
      const seen = new Set(Object.keys(await observed(page)));
      await step.run(page);
      await afterFrames(page);
      const now = await observed(page);
      const taps = Object.entries(now)
        .filter(([id]) => !seen.has(id))
        .map(([, entry]) => entry);
      steps.push({ name: step.name, duration: Math.max(0, ...taps.map((tap) => tap.duration)), taps });
      await settle(page);
    }
    const all = Object.values(await observed(page)).map((entry) => entry.duration);
    return { steps, inp: Math.max(0, ...all), interactions: all.length };
  } finally {
    await context.close();
  }
}

/**
 * `runs` visits of `/sales` on `origin`, each in a fresh context: per step the median duration, and
 * the median INP. A failed run is logged and left out.
 */
export async function measureInteractions(browser, origin, variant, runs) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    try {
      results.push(await runOnce(browser, origin));
    } catch (error) {
      log(`interactions ${variant} run ${i + 1} failed: ${String(error.message).split('\n')[0]}`);
    }
  }
  const steps = STEPS.map((step) => ({
    name: step.name,
    duration: median(results.map((r) => r.steps.find((s) => s.name === step.name)?.duration)),
  }));
  const inp = median(results.map((r) => r.inp));
  log(
    `INP ${variant} /sales: ${inp == null ? 'not measured' : `${Math.round(inp)} ms`} (${steps.map((s) => `${s.name} ${s.duration ?? '–'}`).join('; ')})`,
  );
  return { variant, path: '/sales', cpuSlowdown: CPU_SLOWDOWN, viewport: PHONE, inp, steps, runs: results };
}
