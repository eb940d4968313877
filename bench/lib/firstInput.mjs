// Input at first paint: the pre-rendered pages (`/`, `/login`) are on screen before the app runs. With
// the CPU slowed down 4× (CDP), a visitor's click is made as soon as the page has painted (its FCP,
// polled in the page and awaited from here) and timed, in the page (performance.now()), until the page
// acts on it (both targets are acted on by the pages' inline script from the first paint; `portal:ready`
// says when the app has adopted the page and acts on its own):
//   `/`      a real mouse click on the theme toggle; acted = <html data-theme> differs from its value
//            when the click arrived (light → dark);
//   `/login` the e-mail typed (a click into the field, then text input), then a real mouse click on "Verify Email"; acted = the earliest
//            of: a button reading "Verifying..." (the busy state, the app's first visible reaction),
//            the e-mail input aria-invalid="true", a non-empty [role=alert] ("Error checking user
//            registration": no API is served here, so the check always fails).
// `portal:layout` says when the app has adopted the header and footer (their controls are then the
// app's own; the page itself may still wait for its remote).
// `data-portal-pending` (set on a clicked element while its click waits to be replayed) is not the
// app acting and is not watched. No effect within LOST_AFTER_MS = the click was lost; the page is then
// loaded once more and clicked every 100 ms from its FCP on, to time the first click that works: in
// the first page the retries would only start after the timeout, long after the app has started.
import { median } from './common.mjs';

export const FIRST_INPUT_RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const CPU_SLOWDOWN = 4;
const LOST_AFTER_MS = 6000;
const RETRY_EVERY_MS = 100;
const GIVE_UP_MS = 30_000;
const EMAIL = 'nobody@example.com';
const VIEWPORT = { width: 1350, height: 940 };
/** `--slow-network` of bench/home.mjs: Lighthouse's mobile network (slow 4G), applied through CDP. */
export const SLOW_NETWORK = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/** Init script (serialized into the page): records FCP, the clicks on the target and the app's effect. */
function probe(path) {
  const s = { presses: [], effectAt: null, effect: null, themeAtPress: null };
  window.__firstInput = s;
  const login = path === '/login';
  const visible = (el) => el.checkVisibility() && el.getBoundingClientRect().width > 0;
  const buttonText = (el) => el?.textContent.trim() ?? '';
  const target = () =>
    login
      ? [...document.querySelectorAll('button')].find((b) => buttonText(b) === 'Verify Email' && visible(b))
      : [...document.querySelectorAll('[data-testid="theme-toggle"]')].find(visible);
  const onTarget = (el) =>
    login ? /^Verif(y Email|ying\.\.\.)$/.test(buttonText(el.closest?.('button'))) : Boolean(el.closest?.('[data-testid="theme-toggle"]'));
  const emailInput = () => [...document.querySelectorAll('input[type=email]')].find(visible);
  const centre = (el) => {
    const r = el?.getBoundingClientRect();
    return r ? { x: r.x + r.width / 2, y: r.y + r.height / 2 } : null;
  };
  /** Where to click (the target; `/login`: the e-mail field too) and what the field holds. */
  s.where = () => ({ point: centre(target()), emailPoint: login ? centre(emailInput()) : null, email: login ? emailInput()?.value : null });
  const acted = login
    ? () => {
        if ([...document.querySelectorAll('button')].some((b) => buttonText(b) === 'Verifying...')) return 'button "Verifying..."';
        if (document.querySelector('input[type=email][aria-invalid=true]')) return 'email aria-invalid';
        const alert = [...document.querySelectorAll('[role=alert]')].find((a) => a.textContent.trim());
        return alert ? `alert "${alert.textContent.trim()}"` : null;
      }
    : () =>
        document.documentElement.dataset.theme !== s.themeAtPress
          ? `data-theme ${s.themeAtPress} → ${document.documentElement.dataset.theme}`
          : null;
  // A click on a disabled button (the pre-rendered "Verify Email") may arrive as a pointerdown only.
  for (const type of ['pointerdown', 'click']) {
    addEventListener(
      type,
      (event) => {
        if (!(event.target instanceof Element) || !onTarget(event.target)) return;
        if (!s.presses.length) s.themeAtPress = document.documentElement.dataset.theme;
        s.presses.push({ type, at: performance.now() });
      },
      true,
    );
  }
  new MutationObserver(() => {
    if (s.effectAt != null || !s.presses.length) return;
    const effect = acted();
    if (effect) Object.assign(s, { effectAt: performance.now(), effect });
  }).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['data-theme', 'aria-invalid'],
  });
  let painted;
  s.painted = new Promise((resolve) => (painted = resolve));
  const found = (entry) => entry && painted({ fcp: entry.startTime, timeOrigin: performance.timeOrigin, ...s.where() });
  new PerformanceObserver((list) => found(list.getEntriesByName('first-contentful-paint')[0])).observe({ type: 'paint', buffered: true });
  // The observer's callback comes in a low-priority task, often 100+ ms after the entry is there while
  // the page loads: the timeline is polled as well, whichever sees it first.
  const poll = () => {
    const entry = performance.getEntriesByName('first-contentful-paint')[0];
    if (entry) found(entry);
    else setTimeout(poll, 4);
  };
  poll();
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh context, the CPU slowed down, the page loading; resolves at its FCP with where to click. */
async function openAtFirstPaint(browser, target) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (target.network) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...target.network });
    await page.addInitScript(probe, target.path);
    await page.goto(target.origin + target.path, { waitUntil: 'commit' });
    return { context, page, ...(await paintedIn(page)) };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/**
 * Resolves as soon as the page has seen its FCP: one evaluate awaiting the probe's promise (no round
 * trip per poll from here); retried while the navigation replaces the document.
 */
async function paintedIn(page) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const painted = await page.evaluate(() => window.__firstInput.painted);
      if (painted.point) return painted;
      await page.waitForFunction(() => window.__firstInput.where().point, null, { polling: 10, timeout: 30_000 });
      return { ...painted, ...(await page.evaluate(() => window.__firstInput.where())) };
    } catch (error) {
      if (Date.now() > deadline || !/destroyed|navigation|undefined/i.test(error.message)) throw error;
      await sleep(5);
    }
  }
}

/**
 * What a visitor does: `/login` clicks into the e-mail field and types (again if the field no longer
 * has the e-mail), then the click. Input events only: a locator's fill first injects Playwright's
 * script into the page, which put the click a few hundred ms later at 4× CPU.
 */
async function act(page, target, { point, emailPoint, email }) {
  if (target.path === '/login' && email !== EMAIL && emailPoint) {
    await page.mouse.click(emailPoint.x, emailPoint.y);
    if (email) await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText(EMAIL);
  }
  await page.mouse.click(point.x, point.y);
}

/**
 * Waits in the page (a timer every 20 ms) until the app acted (`acted`) or marked portal:ready
 * (`ready`); false after `ms`. Not Playwright's waitForFunction: its first call injects Playwright's
 * own script, tens of ms of the slowed-down main thread just when the app starts.
 */
const waitInPage = (page, what, ms) =>
  page.evaluate(
    ([what, ms]) =>
      new Promise((resolve) => {
        const deadline = performance.now() + ms;
        const done = () =>
          what === 'acted' ? window.__firstInput.effectAt != null : performance.getEntriesByName('portal:ready').length > 0;
        const look = () => (done() ? resolve(true) : performance.now() > deadline ? resolve(false) : setTimeout(look, 20));
        look();
      }),
    [what, ms],
  );

const pageState = (page) =>
  page.evaluate(() => {
    const s = window.__firstInput;
    return {
      presses: s.presses,
      effectAt: s.effectAt,
      effect: s.effect,
      ...s.where(),
      layoutAt: performance.getEntriesByName('portal:layout')[0]?.startTime ?? null,
      readyAt: performance.getEntriesByName('portal:ready')[0]?.startTime ?? null,
    };
  });

/** Loads the page again and clicks from its FCP on, every 100 ms, until the app acts: which click did? */
async function firstWorkingClick(browser, target) {
  const { context, page, fcp, ...where } = await openAtFirstPaint(browser, target);
  try {
    const deadline = Date.now() + GIVE_UP_MS;
    let state = where;
    for (;;) {
      const next = Date.now() + RETRY_EVERY_MS;
      if (state.point) await act(page, target, state);
      await sleep(next - Date.now());
      state = await pageState(page);
      if (state.effectAt != null) break;
      if (Date.now() > deadline) return { at: null, effect: null };
    }
    const working = state.presses.filter((p) => p.at <= state.effectAt).at(-1);
    return { at: working ? working.at - fcp : null, effect: state.effect };
  } finally {
    await context.close();
  }
}

async function runOnce(browser, target) {
  const { context, page, fcp, timeOrigin, ...where } = await openAtFirstPaint(browser, target);
  let state;
  let sentAt;
  try {
    sentAt = Date.now() - timeOrigin;
    await act(page, target, where);
    const acted = await waitInPage(page, 'acted', LOST_AFTER_MS);
    // portal:ready comes after the effect when the page acted without the app.
    if (acted) await waitInPage(page, 'ready', LOST_AFTER_MS);
    state = await pageState(page);
  } finally {
    await context.close();
  }
  const lost = state.effectAt == null;
  const working = lost ? await firstWorkingClick(browser, target) : null;
  // When the click arrived in the page; if it never did (a disabled button may get no event), when it was sent.
  const clickAt = (state.presses[0]?.at ?? sentAt) - fcp;
  return {
    fcp,
    clickAt,
    clickArrived: state.presses.length > 0,
    effectAt: lost ? null : state.effectAt - fcp,
    clickToEffect: lost ? null : state.effectAt - fcp - clickAt,
    effect: lost ? working.effect : state.effect,
    lost,
    firstWorkingClickAt: lost ? working.at : null,
    layoutAt: state.layoutAt == null ? null : state.layoutAt - fcp,
    readyAt: state.readyAt == null ? null : state.readyAt - fcp,
    // `/login`: is the e-mail typed at first paint still in the field at the end?
    typedKept: target.path === '/login' ? state.email === EMAIL : null,
  };
}

const KEYS = ['fcp', 'clickAt', 'effectAt', 'clickToEffect', 'firstWorkingClickAt', 'layoutAt', 'readyAt'];

/**
 * For each target ({ origin, path: '/' | '/login', variant }), `runs` runs, the targets in turn within
 * each round; times in ms from FCP (fcp itself from navigation start), medians over the runs that have
 * them (effectAt/clickToEffect: runs whose first click worked; firstWorkingClickAt: lost runs).
 */
export async function measureFirstInput(browser, targets, runs = FIRST_INPUT_RUNS, onRun = () => {}) {
  const other = targets.find((t) => t.path !== '/' && t.path !== '/login');
  if (other) throw new Error(`input at first paint: ${other.path} is neither / nor /login`);
  const results = targets.map((target) => ({ variant: target.variant, path: target.path, runs: [] }));
  for (let i = 0; i < runs; i++) {
    for (const [index, target] of targets.entries()) {
      const run = await runOnce(browser, target);
      results[index].runs.push(run);
      onRun(target, run, i);
    }
  }
  return results.map((r) => ({
    ...r,
    cpuSlowdown: CPU_SLOWDOWN,
    lostAfterMs: LOST_AFTER_MS,
    lost: r.runs.filter((run) => run.lost).length,
    ...Object.fromEntries(KEYS.map((key) => [key, median(r.runs.map((run) => run[key]))])),
  }));
}
