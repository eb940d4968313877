import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import {
  apiAllSales,
  apiChildren,
  apiGet,
  apiJson,
  apiSummary,
  apiTop,
  formatCount,
  formatRupees,
  type ApiFilters,
  type Member,
} from '../support/api';
import { DEMO } from '../support/backend';
import { expect, test } from '../support/fixtures';
import { loginAs, type Account } from '../support/login';

/** The sales remote on the demo network, against the real API. */

const TYPE_LABELS = { life: 'Life', nonmotor: 'Non-Motor', health: 'Health', motor: 'Motor', loan: 'Loan' } as const;
type PolicyType = keyof typeof TYPE_LABELS;

const memberCard = (scope: Page | Locator, member: Member) =>
  scope.getByRole('button', { name: new RegExp(`${member.name}\\s*CO Code: ${member.coCode}\\b`) });
const teamPanel = (page: Page) => page.getByRole('region', { name: 'Your team' });
const middlePanel = (page: Page) => page.getByRole('region', { name: /^Team of / });
const breadcrumb = (page: Page) => page.getByRole('navigation', { name: 'Selected member path' });
const typeButton = (page: Page | Locator, type: PolicyType) =>
  page.getByRole('group', { name: 'Policy type' }).getByRole('button', { name: TYPE_LABELS[type], exact: true });
const activeTags = (page: Page) => page.getByRole('list', { name: 'Active filters' });

/** The summary bar (count, total premium, total payout) shows exactly what the API says for `coCode` and `filters`. */
async function expectSummary(page: Page, member: Member, filters: ApiFilters = {}, account: Account = DEMO.top) {
  const summary = await apiSummary(account, member.coCode, filters);
  await expect(page.getByText(`Sold by ${member.name} (${member.coCode}) and their team`)).toBeVisible();
  const values = page.getByLabel('Sales summary').getByRole('definition');
  await expect(values).toHaveText([formatCount(summary.count), formatRupees(summary.netPremium), formatRupees(summary.payOut)]);
  return summary;
}

/**
 * The demo network as the API reports it: the top member, a child with a team, one of the child's
 * members who has a team too, and a member of that team with no team of their own (a leaf).
 */
async function demoTree() {
  const top = await apiTop(DEMO.top);
  for (const child of await apiChildren(DEMO.top, top.coCode)) {
    if (!child.hasChildren) continue;
    for (const grandchild of await apiChildren(DEMO.top, child.coCode)) {
      if (!grandchild.hasChildren) continue;
      const leaf = (await apiChildren(DEMO.top, grandchild.coCode)).find((member) => !member.hasChildren);
      if (leaf) return { top, child, grandchild, leaf };
    }
  }
  throw new Error('The demo network has no three-level branch ending in a leaf');
}

async function openSales(page: Page) {
  await loginAs(page, DEMO.top);
  await page.goto('/sales');
  await expect(page.getByRole('heading', { name: 'Sales', level: 1 })).toBeVisible();
}

test.describe('sales', () => {
  test('drill down two levels and back; the summary matches the API for each selected member', async ({ page }) => {
    const { top, child, grandchild, leaf } = await demoTree();
    expect(top).toMatchObject({ name: 'Rajesh Sharma', coCode: 'AP1001' });
    await openSales(page);

    const topCard = memberCard(teamPanel(page), top);
    await expect(topCard).toHaveAttribute('aria-pressed', 'true');
    await expectSummary(page, top);
    await expect(middlePanel(page)).toHaveCount(0);
    await expect(breadcrumb(page)).toHaveCount(0);

    // Level 1: a child with a team opens the middle panel as 'Selected Member'.
    await memberCard(teamPanel(page), child).click();
    await expect(page).toHaveURL(new RegExp(`/sales\\?path=${child.coCode}$`));
    await expect(middlePanel(page)).toHaveAccessibleName(`Team of ${child.name}`);
    const childHead = middlePanel(page).getByRole('button', { name: new RegExp(`^Selected Member\\s*${child.name}`) });
    await expect(childHead).toHaveAttribute('aria-pressed', 'true');
    await expect(memberCard(teamPanel(page), child)).toHaveAttribute('aria-pressed', 'true');
    await expect(topCard).toHaveAttribute('aria-pressed', 'false');
    await expectSummary(page, child);
    await expect(breadcrumb(page).getByRole('listitem')).toHaveText([top.name, child.name]);

    // Level 2: a grandchild with a team becomes the middle panel's member.
    await memberCard(middlePanel(page), grandchild).click();
    await expect(page).toHaveURL(new RegExp(`/sales\\?path=${child.coCode},${grandchild.coCode}$`));
    await expect(middlePanel(page)).toHaveAccessibleName(`Team of ${grandchild.name}`);
    await expectSummary(page, grandchild);
    await expect(breadcrumb(page).getByRole('listitem')).toHaveText([top.name, child.name, grandchild.name]);

    // A leaf below it is selected without opening another panel.
    await memberCard(middlePanel(page), leaf).click();
    await expect(page).toHaveURL(new RegExp(`path=${child.coCode},${grandchild.coCode}&member=${leaf.coCode}$`));
    await expect(memberCard(middlePanel(page), leaf)).toHaveAttribute('aria-pressed', 'true');
    await expectSummary(page, leaf);
    await expect(breadcrumb(page).getByRole('listitem')).toHaveText([top.name, child.name, grandchild.name, leaf.name]);

    // Breadcrumb back up to the child.
    await breadcrumb(page).getByRole('button', { name: child.name }).click();
    await expect(page).toHaveURL(new RegExp(`/sales\\?path=${child.coCode}$`));
    await expect(middlePanel(page)).toHaveAccessibleName(`Team of ${child.name}`);
    await expectSummary(page, child);

    // The browser's Back returns to the leaf's selection.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`member=${leaf.coCode}$`));
    await expectSummary(page, leaf);

    // The top card resets the selection.
    await topCard.click();
    await expect(page).toHaveURL(/\/sales$/);
    await expect(middlePanel(page)).toHaveCount(0);
    await expect(breadcrumb(page)).toHaveCount(0);
    await expect(topCard).toHaveAttribute('aria-pressed', 'true');
    await expectSummary(page, top);
  });

  test('each policy type filter matches the API and shows only that type', async ({ page }) => {
    const top = await apiTop(DEMO.top);
    await openSales(page);
    await expectSummary(page, top);
    const unfiltered = await apiSummary(DEMO.top, top.coCode);

    // Each policy type alone; the cards shown are all of that type.
    let typesSeen = 0;
    for (const type of Object.keys(TYPE_LABELS) as PolicyType[]) {
      await typeButton(page, type).click();
      await expect(typeButton(page, type)).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(new RegExp(`types=${type}$`));
      const summary = await expectSummary(page, top, { policyTypes: [type] });
      expect(summary.count).toBeGreaterThan(0);
      typesSeen += summary.count;
      await expect(activeTags(page).getByRole('listitem')).toHaveText([TYPE_LABELS[type]]);
      const cards = page.getByRole('article');
      await expect(cards.first()).toBeVisible();
      const labels = await cards.evaluateAll((articles) => articles.map((a) => a.querySelector('header span')?.textContent?.trim()));
      expect(new Set(labels)).toEqual(new Set([TYPE_LABELS[type]]));
      await typeButton(page, type).click();
      await expect(typeButton(page, type)).toHaveAttribute('aria-pressed', 'false');
      await expect(activeTags(page)).toHaveCount(0);
    }
    expect(typesSeen).toBe(unfiltered.count);
    await expect(page).toHaveURL(/\/sales$/);
  });

  test('dates, client name and a combination match the API; tags remove filters; Clear All Filters', async ({ page }) => {
    const top = await apiTop(DEMO.top);
    await openSales(page);
    const unfiltered = await expectSummary(page, top);

    // From date alone, then To date alone (mid-month, so the totals need the partial months too).
    await page.getByLabel('From date').fill('2025-03-17');
    await expect(page).toHaveURL(/\?from=2025-03-17$/);
    await expectSummary(page, top, { fromDate: '2025-03-17' });
    await expect(activeTags(page).getByRole('listitem')).toHaveText(['From: 17 Mar 2025']);
    await activeTags(page).getByRole('button', { name: 'Remove filter From: 17 Mar 2025' }).click();
    await expect(page.getByLabel('From date')).toHaveValue('');
    await page.getByLabel('To date').fill('2025-10-09');
    await expect(page).toHaveURL(/\?to=2025-10-09$/);
    await expectSummary(page, top, { toDate: '2025-10-09' });
    await activeTags(page).getByRole('button', { name: 'Remove filter To: 09 Oct 2025' }).click();
    await expectSummary(page, top);

    // Client-name search (debounced), with a name taken from the data.
    const someSale = (await apiAllSales(DEMO.top, top.coCode, { policyTypes: ['health'] }))[3]!;
    const surname = someSale.clientName.split(' ').pop()!;
    await page.getByLabel('Client name').fill(surname.toLowerCase());
    await expect(page).toHaveURL(new RegExp(`\\?client=${encodeURIComponent(surname.toLowerCase())}$`));
    const byClient = await expectSummary(page, top, { clientName: surname.toLowerCase() });
    expect(byClient.count).toBeGreaterThan(0);
    expect(byClient.count).toBeLessThan(unfiltered.count);
    const clients = await page
      .getByRole('article')
      .evaluateAll((articles) =>
        articles.map(
          (a) => [...a.querySelectorAll('dt')].find((dt) => dt.textContent === 'Client Name')?.nextElementSibling?.textContent ?? '',
        ),
      );
    expect(clients.length).toBeGreaterThan(0);
    expect(clients.length).toBeLessThanOrEqual(byClient.count);
    for (const client of clients) expect(client.toLowerCase()).toContain(surname.toLowerCase());
    await activeTags(page)
      .getByRole('button', { name: `Remove filter Client: ${surname.toLowerCase()}` })
      .click();
    await expect(page.getByLabel('Client name')).toHaveValue('');
    await expectSummary(page, top);

    // A combination: two types and a date range.
    await typeButton(page, 'motor').click();
    await typeButton(page, 'health').click();
    await page.getByLabel('From date').fill('2025-02-14');
    await page.getByLabel('To date').fill('2026-08-20');
    await expect(page).toHaveURL(/\?types=health,motor&from=2025-02-14&to=2026-08-20$/);
    const combined = await expectSummary(page, top, { policyTypes: ['health', 'motor'], fromDate: '2025-02-14', toDate: '2026-08-20' });
    expect(combined.count).toBeGreaterThan(0);
    await expect(activeTags(page).getByRole('listitem')).toHaveText(['Health', 'Motor', 'From: 14 Feb 2025', 'To: 20 Aug 2026']);

    // Removing one tag keeps the others.
    await activeTags(page).getByRole('button', { name: 'Remove filter Motor' }).click();
    await expect(typeButton(page, 'motor')).toHaveAttribute('aria-pressed', 'false');
    await expectSummary(page, top, { policyTypes: ['health'], fromDate: '2025-02-14', toDate: '2026-08-20' });

    // Clear All Filters.
    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(page).toHaveURL(/\/sales$/);
    await expect(activeTags(page)).toHaveCount(0);
    await expect(page.getByLabel('From date')).toHaveValue('');
    await expect(page.getByLabel('To date')).toHaveValue('');
    await expect(typeButton(page, 'health')).toHaveAttribute('aria-pressed', 'false');
    await expectSummary(page, top);
    await expect(page.getByRole('button', { name: 'Clear All Filters' })).toBeDisabled();
  });

  test('at 375 px the filters sit behind a Filters button with a count badge, in an overlay with Apply Filters', async ({ page }) => {
    const top = await apiTop(DEMO.top);
    await openSales(page);
    await page.setViewportSize({ width: 375, height: 740 });

    const filtersButton = page.getByRole('button', { name: /^Filters/ });
    await expect(filtersButton).toBeVisible();
    await expect(filtersButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('group', { name: 'Policy type' })).toHaveCount(0);
    await expectSummary(page, top);

    // Far down the list, the overlay still opens on screen, covering the viewport.
    await page.evaluate(() => window.scrollTo(0, 3000));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await filtersButton.click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole('button', { name: 'Apply Filters' })).toBeInViewport();
    await expect(filtersButton).toHaveAttribute('aria-expanded', 'true');
    const backdrop = await dialog.evaluate((element) => {
      const box = element.parentElement!.getBoundingClientRect();
      return { width: box.width, height: box.height, position: getComputedStyle(element.parentElement!).position };
    });
    expect(backdrop).toEqual({ width: 375, height: 740, position: 'fixed' });

    await typeButton(dialog, 'health').click();
    await typeButton(dialog, 'loan').click();
    await dialog.getByLabel('From date').fill('2025-06-01');
    // A draft: nothing is applied until 'Apply Filters'.
    await expect(page).toHaveURL(/\/sales$/);
    await dialog.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\?types=health,loan&from=2025-06-01$/);
    await expect(filtersButton.getByLabel('3 active')).toHaveText('3');
    await expectSummary(page, top, { policyTypes: ['health', 'loan'], fromDate: '2025-06-01' });

    // Closing without applying discards the draft.
    await filtersButton.click();
    await expect(typeButton(dialog, 'health')).toHaveAttribute('aria-pressed', 'true');
    await typeButton(dialog, 'life').click();
    await dialog.getByRole('button', { name: 'Close filters' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(filtersButton.getByLabel('3 active')).toHaveText('3');
    await expect(page).toHaveURL(/\?types=health,loan&from=2025-06-01$/);

    // Removing a tag on the page updates the badge.
    await activeTags(page).getByRole('button', { name: 'Remove filter Loan' }).click();
    await expect(filtersButton.getByLabel('2 active')).toHaveText('2');
    await expectSummary(page, top, { policyTypes: ['health'], fromDate: '2025-06-01' });
  });

  test('View Policy opens the real PDF in a new tab without putting the token in any URL', async ({ page, context, portal }) => {
    const requested: string[] = [];
    context.on('request', (request) => requested.push(request.url()));
    await openSales(page);
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    expect(token).toBeTruthy();

    const card = page.getByRole('article').first();
    const viewButton = card.getByRole('button', { name: /^View Policy / });
    const policyNumber = (await viewButton.getAttribute('aria-label'))!.replace('View Policy ', '');
    const popupPromise = page.waitForEvent('popup');
    await viewButton.click();
    const popup = await popupPromise;
    await popup.waitForURL(new RegExp(`^blob:${portal.url}/`));
    // The tab inherits the shell's CSP, whose connect-src (rightly) has no blob:, so the tab cannot
    // fetch its own URL; a same-origin document without a CSP (config.json) reads the same blob.
    const reader = await context.newPage();
    await reader.goto(`${portal.url}/config.json`);
    const head = await reader.evaluate(async (url) => {
      const response = await fetch(url);
      const bytes = new Uint8Array(await response.arrayBuffer());
      const text = new TextDecoder('latin1').decode(bytes);
      return { type: response.headers.get('content-type'), start: text.slice(0, 5), size: bytes.length };
    }, popup.url());
    await reader.close();
    expect(head.start).toBe('%PDF-');
    expect(head.type).toBe('application/pdf');
    expect(head.size).toBeGreaterThan(500);
    // The PDF came from the API with the token in a header.
    expect(requested.some((url) => url.includes(`/policy/download/`) && url.endsWith(`/${policyNumber}`))).toBe(true);
    for (const url of requested) {
      expect(url).not.toContain(token!);
      expect(url).not.toContain('token=');
    }
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('infinite scroll reaches the last policy', async ({ page }) => {
    const top = await apiTop(DEMO.top);
    const filters: ApiFilters = { policyTypes: ['life', 'loan'] };
    const expected = await apiAllSales(DEMO.top, top.coCode, filters);
    const summary = await apiSummary(DEMO.top, top.coCode, filters);
    expect(expected.length).toBe(summary.count);
    expect(summary.count).toBeGreaterThan(100); // more than two pages of 50

    await loginAs(page, DEMO.top);
    await page.goto('/sales?types=life,loan');
    await expectSummary(page, top, filters);
    await expect(page.getByText(`Showing 50 of ${formatCount(summary.count)}`)).toBeVisible();

    // Scroll down a screen at a time, noting every card rendered (far blocks are virtualised).
    const seen = new Set<string>();
    const sentinel = page.locator('[data-sales-sentinel]');
    for (let step = 0; step < 200; step += 1) {
      const numbers = await page
        .getByRole('button', { name: /^View Policy / })
        .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')!.replace('View Policy ', '')));
      numbers.forEach((n) => seen.add(n));
      const atEnd = await page.evaluate(() => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2);
      if (atEnd && (await sentinel.count()) === 0) break;
      await page.mouse.wheel(0, 650);
      await page.waitForTimeout(50);
    }
    await expect(sentinel).toHaveCount(0);
    await expect(page.getByText(/^Showing \d/)).toHaveCount(0);
    expect(seen.size).toBe(summary.count);
    expect([...seen].sort()).toEqual(expected.map((sale) => sale.policyNumber).sort());
    // The last policy in the API's order is on screen at the bottom.
    await expect(page.getByRole('button', { name: `View Policy ${expected[expected.length - 1]!.policyNumber}` })).toBeInViewport();
  });

  test('a bookmarked filtered URL restores the view after login; Back/Forward restore filter states', async ({ page }) => {
    const { top, child, grandchild, leaf } = await demoTree();
    const filters = { policyTypes: ['life', 'motor'], fromDate: '2025-01-01', toDate: '2026-06-30' };
    const bookmark = `/sales?path=${child.coCode},${grandchild.coCode}&member=${leaf.coCode}&types=life,motor&from=2025-01-01&to=2026-06-30`;

    // A fresh page, signed out: the bookmark goes through the login and comes back.
    await page.goto(bookmark);
    await expect(page).toHaveURL(/\/login$/);
    await loginAs(page, DEMO.top, { alreadyThere: true });
    await expect(page).toHaveURL(bookmark);
    await expect(breadcrumb(page).getByRole('listitem')).toHaveText([top.name, child.name, grandchild.name, leaf.name]);
    await expect(middlePanel(page)).toHaveAccessibleName(`Team of ${grandchild.name}`);
    await expect(memberCard(middlePanel(page), leaf)).toHaveAttribute('aria-pressed', 'true');
    await expect(typeButton(page, 'life')).toHaveAttribute('aria-pressed', 'true');
    await expect(typeButton(page, 'motor')).toHaveAttribute('aria-pressed', 'true');
    await expect(typeButton(page, 'health')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByLabel('From date')).toHaveValue('2025-01-01');
    await expect(page.getByLabel('To date')).toHaveValue('2026-06-30');
    await expectSummary(page, leaf, filters);

    // The same bookmark in a second tab of the signed-in session.
    const second = await page.context().newPage();
    await second.goto(bookmark);
    await expectSummary(second, leaf, filters);
    await second.close();

    // Two more filter states, then Back and Forward through them.
    await typeButton(page, 'health').click();
    await expectSummary(page, leaf, { ...filters, policyTypes: ['life', 'health', 'motor'] });
    await page.getByLabel('Client name').fill('a');
    await expect(page).toHaveURL(/client=a$/);
    await expectSummary(page, leaf, { ...filters, policyTypes: ['life', 'health', 'motor'], clientName: 'a' });

    await page.goBack();
    await expect(page.getByLabel('Client name')).toHaveValue('');
    await expect(typeButton(page, 'health')).toHaveAttribute('aria-pressed', 'true');
    await expectSummary(page, leaf, { ...filters, policyTypes: ['life', 'health', 'motor'] });
    await page.goBack();
    await expect(page).toHaveURL(bookmark);
    await expect(typeButton(page, 'health')).toHaveAttribute('aria-pressed', 'false');
    await expectSummary(page, leaf, filters);
    await page.goForward();
    await expect(typeButton(page, 'health')).toHaveAttribute('aria-pressed', 'true');
    await expectSummary(page, leaf, { ...filters, policyTypes: ['life', 'health', 'motor'] });
    await page.goForward();
    await expect(page.getByLabel('Client name')).toHaveValue('a');
    await expectSummary(page, leaf, { ...filters, policyTypes: ['life', 'health', 'motor'], clientName: 'a' });
  });

  test('a member cannot see anyone outside their subtree, in the page or through the API', async ({ page }) => {
    const top = await apiTop(DEMO.top);
    const mid = await apiTop(DEMO.mid);
    expect(mid.coCode).not.toBe(top.coCode);
    const sibling = (await apiChildren(DEMO.top, top.coCode)).find((member) => member.coCode !== mid.coCode)!;
    const siblingSale = (await apiAllSales(DEMO.top, sibling.coCode))[0]!;
    const ownSale = (await apiAllSales(DEMO.mid, mid.coCode))[0]!;

    const apiRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(process.env['E2E_API_URL']!)) apiRequests.push(request.url());
    });
    await loginAs(page, DEMO.mid);
    for (const url of [
      `/sales?path=${top.coCode}`,
      `/sales?member=${top.coCode}`,
      `/sales?path=${sibling.coCode}`,
      `/sales?member=${sibling.coCode}&types=life`,
    ]) {
      await page.goto(url);
      // The view falls back to the member's own tree (the URL is corrected, filters kept).
      await expectSummary(page, mid, url.includes('types=life') ? { policyTypes: ['life'] } : {}, DEMO.mid);
      await expect(page).toHaveURL(url.includes('types=life') ? /\/sales\?types=life$/ : /\/sales$/);
      await expect(memberCard(teamPanel(page), mid)).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText(top.name)).toHaveCount(0);
      await expect(page.getByText(sibling.name)).toHaveCount(0);
      await expect(page.getByText(new RegExp(`\\b(${top.coCode}|${sibling.coCode})\\b`))).toHaveCount(0);
    }
    // The page never even asked about them.
    expect(apiRequests.filter((url) => url.includes(`/${top.coCode}`) || url.includes(`/${sibling.coCode}`))).toEqual([]);

    // The API refuses the mid-level member's token for members and policies outside the subtree.
    for (const code of [top.coCode, sibling.coCode]) {
      for (const path of [`/sales/hierarchy/${code}`, `/sales/sales/${code}`, `/sales/summary/${code}`, `/sales/export/${code}`]) {
        const { status } = await apiGet(DEMO.mid, path);
        expect([403, 404], `${path} as ${mid.coCode}`).toContain(status);
      }
    }
    const outside = await apiGet(DEMO.mid, `/policy/download/${siblingSale.soldBy}/${siblingSale.policyNumber}`);
    expect([403, 404]).toContain(outside.status);
    // ...while the top member may download it, and the mid-level member their own.
    expect((await apiGet(DEMO.top, `/policy/download/${siblingSale.soldBy}/${siblingSale.policyNumber}`)).contentType).toContain(
      'application/pdf',
    );
    const own = await apiGet(DEMO.mid, `/policy/download/${ownSale.soldBy}/${ownSale.policyNumber}`);
    expect(own.status).toBe(200);
    expect(own.contentType).toContain('application/pdf');
  });

  test('profile: name, CO Code and masked identity and bank numbers; the header shows the name', async ({ page }) => {
    const body = await apiJson(DEMO.top, '/account/profile', 'profile');
    const profile = body.profile as Record<string, string>;
    expect(profile.pan).toMatch(/^[A-Z]{2}X{5}\d{2}[A-Z]$/);
    expect(profile.aadhar).toMatch(/^XXXX XXXX \d{4}$/);
    expect(profile.bankAccount).toMatch(/^••••\d{4}$/);

    await loginAs(page, DEMO.top);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rajesh Sharma' })).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Rajesh Sharma', level: 1 })).toBeVisible();
    await expect(page.getByText('CO Code: AP1001')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rajesh Sharma' })).toBeVisible();
    const field = (label: string) =>
      page
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${label}$`) })
        .locator('xpath=following-sibling::dd[1]');
    await expect(field('PAN')).toHaveText(profile.pan!);
    await expect(field('Aadhar')).toHaveText(profile.aadhar!);
    await expect(field('Account Number')).toHaveText(profile.bankAccount!);
    await expect(field('Bank Name')).toHaveText(profile.bankName!);
    await expect(field('Email')).toHaveText('demo@agentportal.in');
    await expect(field('Mobile')).toHaveText(profile.mobile!);

    const main = page.getByRole('main');
    const text = await main.innerText();
    const html = await main.innerHTML();
    for (const content of [text, html]) {
      expect(content).not.toContain('234123412346'); // the seeded Aadhaar
      expect(content).not.toMatch(/\b[A-Z]{5}\d{4}[A-Z]\b/); // a whole PAN
      expect(content.replace(profile.mobile!, '')).not.toMatch(/\d{11,}/); // a whole account number
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe: no serious or critical violations on /profile and /sales (${theme} theme)`, async ({ page }) => {
      // The sales view with every part on screen: both member panels, the breadcrumb, pressed type
      // toggles and their tags, a date, and a leaf's few policies (axe on hundreds of cards is slow).
      const { child, grandchild, leaf } = await demoTree();
      const salesView = `/sales?path=${child.coCode},${grandchild.coCode}&member=${leaf.coCode}&types=life,health,motor&from=2025-01-01`;
      await loginAs(page, DEMO.top);
      const found: string[] = [];
      for (const path of ['/profile', salesView]) {
        await page.goto(path);
        if (theme === 'dark') {
          const toggle = page.getByTestId('theme-toggle');
          await toggle.waitFor(); // the app has applied the remembered theme
          if ((await page.locator('html').getAttribute('data-theme')) !== 'dark') await toggle.click();
        }
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        if (path === '/profile') await expect(page.getByText('CO Code: AP1001')).toBeVisible();
        else {
          await expect(breadcrumb(page)).toBeVisible();
          await expect(activeTags(page)).toBeVisible();
          await expect(page.getByRole('article').first()).toBeVisible();
          await expect(page.getByLabel('Sales summary')).toBeVisible();
        }
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.passes.length).toBeGreaterThan(10); // axe really ran over the page
        for (const violation of results.violations) {
          if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
          found.push(
            `${path.split('?')[0]} [${violation.impact}] ${violation.id}: ${violation.help} — ${violation.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join(', ')}`,
          );
        }
      }
      expect(found).toEqual([]);
    });
  }

  test('signed out, /sales goes to /login', async ({ page }) => {
    const salesCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${process.env['E2E_API_URL']}/sales/`)) salesCalls.push(request.url());
    });
    await page.goto('/sales?types=life');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sales' })).toHaveCount(0);
    // Nothing was asked of the sales API without a session.
    expect(salesCalls).toEqual([]);
  });
});
