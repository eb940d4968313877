import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { waitForMail } from '../support/backend';
import { expect, test, withOwnPage } from '../support/fixtures';
import { headerOf, rawMail } from '../support/mail';

// `page.route` does not see the requests a service worker answers: these tests stub or cut the network.
test.use({ serviceWorkers: 'block' });

/** The landing page as a visitor sees it in the composed portal. */

/** The four product tiles and the four points each one lists. */
const PRODUCTS = [
  {
    tile: 'Health Insurance',
    description: /cashless treatment at network hospitals/,
    points: ['Family', 'Senior citizen', 'Critical illness', 'Personal accident'],
  },
  {
    tile: 'Life Insurance',
    description: /Term and savings plans/,
    points: ['Replacing lost income', 'Paying off debts', "Children's education", 'Everyday expenses'],
  },
  {
    tile: 'Car Insurance',
    description: /Motor policies that pay for damage to the car/,
    points: ['Zero depreciation', 'Roadside assistance', '24/7 claim support', 'NCB protection'],
  },
  {
    tile: 'Two-Wheeler Insurance',
    description: /Policies for bikes and scooters/,
    points: ['Personal accident cover', 'Third party liability', 'Quick claim settlement', 'Add-on covers'],
  },
] as const;

const AGENT_FEATURES = ['Expert Advisors', 'Competitive Commissions', 'Comprehensive Training', '24/7 Support'];
const CONTACT_THANKS = 'Thank you for contacting us. We will get back to you soon.';
const CONTACT_FAILED = 'Failed to send message. Please try again.';
const CONTACT_INBOX = 'contact@agentportal.in';

const productsSection = (page: Page) => page.getByRole('region', { name: 'Our Products' });
const tile = (page: Page, name: string) => productsSection(page).getByRole('button', { name, exact: true });
const contactForm = (page: Page) => page.getByRole('form', { name: 'Send us a message' });
const field = (form: Locator, name: string) => form.getByRole('textbox', { name, exact: true });

async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Grow your career in insurance/ })).toBeVisible();
}

/** The element's box in viewport coordinates. */
function rect(locator: Locator) {
  return locator.evaluate((element) => {
    const { top, bottom, left, right } = element.getBoundingClientRect();
    return { top, bottom, left, right };
  });
}

test.describe('landing page content', () => {
  test('hero, features, products and contact appear in order with their fixed texts', async ({ page }) => {
    await openHome(page);

    const hero = page.getByRole('region', { name: /Grow your career in insurance/ });
    const features = page.locator('#features');
    const products = page.locator('#products');
    const contact = page.locator('#contact');
    await expect(features).toHaveAccessibleName('Why Partner With Us');
    await expect(products).toHaveAccessibleName('Our Products');
    await expect(contact).toHaveAccessibleName('Get in Touch');
    const tops = await Promise.all([hero, features, products, contact].map(async (section) => (await rect(section)).top));
    expect(tops, 'hero, features, products, contact from top to bottom').toEqual([...tops].sort((a, b) => a - b));
    expect(new Set(tops).size).toBe(4);

    // The "under development / partners revealed soon" notice is in the hero.
    await expect(hero.getByRole('note')).toHaveText('Our website is under development. Our insurance partners will be revealed soon.');

    // 12 decorative floating icons, hidden from assistive technology, cycling through 4 icon types.
    const floating = hero.getByTestId('floating-icons');
    await expect(floating).toHaveAttribute('aria-hidden', 'true');
    const icons = await floating.locator('svg').evaluateAll((svgs) => svgs.map((svg) => svg.innerHTML));
    expect(icons).toHaveLength(12);
    expect(new Set(icons.slice(0, 4)).size).toBe(4);
    icons.forEach((icon, index) => expect(icon, `icon ${index} repeats icon ${index % 4}`).toBe(icons[index % 4]));

    // The four agent features, as headed items of a list.
    const featureList = features.getByRole('list');
    await expect(featureList.getByRole('listitem')).toHaveCount(4);
    await expect(featureList.getByRole('heading', { level: 3 })).toHaveText(AGENT_FEATURES);

    // Four product tiles in their fixed order, all closed.
    const tiles = products.getByRole('button', { expanded: false });
    await expect(tiles).toHaveText(PRODUCTS.map((product) => product.tile));

    // The contact form: name, email, phone, message required; "how did you find us" optional.
    const form = contactForm(page);
    await expect(contact.getByRole('form', { name: 'Send us a message' })).toBeVisible();
    for (const label of ['Name', 'Email', 'Phone', 'Message']) {
      await expect(field(form, label)).toHaveAttribute('required', '');
    }
    await expect(field(form, 'Email')).toHaveAttribute('type', 'email');
    await expect(field(form, 'Phone')).toHaveAttribute('type', 'tel');
    await expect(form.getByRole('textbox', { name: /How did you find us\?/ })).not.toHaveAttribute('required', '');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('each product tile opens a panel with its description and four points', async ({ page }) => {
    await openHome(page);
    for (const product of PRODUCTS) {
      await tile(page, product.tile).click();
      const panel = productsSection(page).getByRole('region', { name: product.tile });
      await expect(panel).toBeVisible();
      await expect(panel.getByText(product.description)).toBeVisible();
      const points = panel.getByRole('listitem');
      await expect(points).toHaveCount(4);
      for (const [index, point] of product.points.entries()) {
        await expect(points.nth(index).locator('strong')).toHaveText(point);
      }
    }
  });
});

for (const viewport of [
  { width: 1280, height: 800, name: 'wide (1280 px)' },
  { width: 375, height: 740, name: 'narrow (375 px)' },
]) {
  test.describe(`product panels, ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('click opens, click again closes, one at a time, with aria-expanded and aria-controls', async ({ page }) => {
      await openHome(page);
      const health = tile(page, 'Health Insurance');
      const car = tile(page, 'Car Insurance');
      const panels = productsSection(page).getByRole('region');
      await expect(panels).toHaveCount(0);

      await health.click();
      await expect(health).toHaveAttribute('aria-expanded', 'true');
      const healthPanelId = await health.getAttribute('aria-controls');
      expect(healthPanelId).toBeTruthy();
      const healthPanel = page.locator(`[id="${healthPanelId}"]`);
      await expect(healthPanel).toBeVisible();
      await expect(healthPanel).toHaveAccessibleName('Health Insurance');
      await expect(panels).toHaveCount(1);

      // Opening another closes the first.
      await car.click();
      await expect(car).toHaveAttribute('aria-expanded', 'true');
      await expect(health).toHaveAttribute('aria-expanded', 'false');
      await expect(healthPanel).toBeHidden();
      const carPanel = page.locator(`[id="${await car.getAttribute('aria-controls')}"]`);
      await expect(carPanel).toBeVisible();
      await expect(carPanel).toContainText('NCB protection');
      await expect(panels).toHaveCount(1);

      // Clicking the open tile again closes it.
      await car.click();
      await expect(car).toHaveAttribute('aria-expanded', 'false');
      await expect(carPanel).toBeHidden();
      await expect(panels).toHaveCount(0);
    });

    if (viewport.width > 968) {
      test('the open panel shows below the whole grid of tiles', async ({ page }) => {
        await openHome(page);
        await tile(page, 'Health Insurance').click();
        const panel = productsSection(page).getByRole('region', { name: 'Health Insurance' });
        await expect(panel).toBeVisible();
        const tiles = await Promise.all(PRODUCTS.map((product) => rect(tile(page, product.tile))));
        // Wide, the tiles sit side by side in one row…
        expect(Math.max(...tiles.map((box) => box.top)) - Math.min(...tiles.map((box) => box.top))).toBeLessThan(2);
        // …and the panel is below every one of them, not between them.
        const panelBox = await rect(panel);
        const cards = await Promise.all(PRODUCTS.map((product) => rect(tile(page, product.tile).locator('xpath=ancestor::h3/..'))));
        const lowestTile = Math.max(...cards.map((box) => box.bottom));
        expect(panelBox.top).toBeGreaterThanOrEqual(lowestTile);
      });
    } else {
      test('the open panel sits directly under its tile and is scrolled into view', async ({ page }) => {
        await openHome(page);
        const car = tile(page, 'Car Insurance');
        const carCard = car.locator('xpath=ancestor::h3/..');
        // Put the Car tile at the bottom edge of the screen, so its panel opens out of view.
        await carCard.evaluate((element) => {
          const { bottom } = element.getBoundingClientRect();
          window.scrollBy({ top: bottom - window.innerHeight + 4, behavior: 'instant' });
        });
        await car.click();
        const panel = productsSection(page).getByRole('region', { name: 'Car Insurance' });
        await expect(panel).toBeVisible();

        // One snapshot of the three boxes: the panel's scroll into view may start between separate reads.
        const [cardBox, panelBox, nextBox] = await page.evaluate(() => {
          const box = (element: Element) => {
            const { top, bottom } = element.getBoundingClientRect();
            return { top, bottom };
          };
          const card = (name: string) =>
            [...document.querySelectorAll('#products h3 button')].find((b) => b.textContent === name)!.closest('h3')!.parentElement!;
          const carButton = [...document.querySelectorAll('#products h3 button')].find((b) => b.textContent === 'Car Insurance')!;
          const panel = document.getElementById(carButton.getAttribute('aria-controls')!)!;
          return [box(card('Car Insurance')), box(panel), box(card('Two-Wheeler Insurance'))];
        });
        expect(panelBox.top, 'the panel starts under the Car tile').toBeGreaterThanOrEqual(cardBox.bottom);
        expect(panelBox.top - cardBox.bottom, 'directly under it').toBeLessThan(40);
        expect(nextBox.top, 'the next tile comes after the panel').toBeGreaterThanOrEqual(panelBox.bottom);

        // About 100 ms later the panel is scrolled into view (as much of it as the screen holds).
        await expect
          .poll(async () => {
            const box = await rect(panel);
            const viewportHeight = await page.evaluate(() => window.innerHeight);
            const visible = Math.min(box.bottom, viewportHeight) - Math.max(box.top, 0);
            return visible / Math.min(box.bottom - box.top, viewportHeight);
          })
          .toBeGreaterThan(0.95);
      });
    }
  });
}

test.describe('landing page scrolling', () => {
  test('/#products scrolls to the products section', async ({ page }) => {
    await page.goto('/#products');
    await expect.poll(async () => Math.round((await rect(page.locator('#products'))).top)).toBeLessThanOrEqual(100);
    const top = (await rect(page.locator('#products'))).top;
    // Just under the sticky header, not scrolled past.
    expect(top).toBeGreaterThanOrEqual(0);
    await expect(productsSection(page).getByRole('heading', { name: 'Our Products' })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });

  test('the scroll-to-top button appears after 300 px and takes the visitor back to the top', async ({ page }) => {
    await openHome(page);
    const toTop = page.getByRole('button', { name: 'Scroll to top' });
    await expect(toTop).toHaveCount(0);

    await page.evaluate(() => window.scrollTo({ top: 250, behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(250);
    await expect(toTop).toHaveCount(0);

    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
    await expect(toTop).toBeVisible();
    await expect(toTop).toBeInViewport();

    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(toTop).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: /Grow your career in insurance/ })).toBeFocused();
  });
});

test.describe('contact form', () => {
  test('a message sent from the form reaches the provider’s inbox', async ({ page }) => {
    const stamp = Date.now();
    const name = `Kavita Menon ${stamp}`;
    const email = `kavita.${stamp}@example.in`;
    const message = `I would like to become an agent in Pune. Ref ${stamp}.`;
    await openHome(page);

    // Slow the request down a little so the sending state can be seen; it still goes to the real API.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/contact', async (route) => {
      await held;
      await route.continue();
    });

    const form = contactForm(page);
    await field(form, 'Name').fill(name);
    await field(form, 'Email').fill(email);
    await field(form, 'Phone').fill('98765 43210');
    await form.getByRole('textbox', { name: /How did you find us\?/ }).fill('A friend who is an agent');
    await field(form, 'Message').fill(message);
    const responded = page.waitForResponse((response) => response.url().endsWith('/contact') && response.request().method() === 'POST');
    await form.getByRole('button', { name: 'Send Message' }).click();

    const sending = form.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    release();

    const response = await responded;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual({
      name,
      email,
      phone: '9876543210',
      message,
      referer: 'A friend who is an agent',
    });
    await expect(form.getByRole('status')).toHaveText(CONTACT_THANKS);
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    for (const label of ['Name', 'Email', 'Phone', 'Message']) await expect(field(form, label)).toHaveValue('');
    await expect(form.getByRole('textbox', { name: /How did you find us\?/ })).toHaveValue('');

    // The API queued the mail with the stored message; the outbox worker delivers it to the inbox.
    const mail = await waitForMail(CONTACT_INBOX, new RegExp(`^Contact form: ${name}$`));
    expect(mail.text).toContain(`Name: ${name}`);
    expect(mail.text).toContain(`E-mail: ${email}`);
    expect(mail.text).toContain('Phone: 9876543210');
    expect(mail.text).toContain('How they found us: A friend who is an agent');
    expect(mail.text).toContain(message);
    // Replying to the mail answers the visitor.
    expect(headerOf(await rawMail(mail), 'Reply-To')).toBe(email);
  });

  test('a bad e-mail and phone are reported in the form and nothing is sent', async ({ page }) => {
    const contactRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/contact') contactRequests.push(`${request.method()} ${request.url()}`);
    });
    await openHome(page);
    const form = contactForm(page);
    await field(form, 'Name').fill('Suresh Patil');
    await field(form, 'Email').fill('suresh.example.in');
    await field(form, 'Phone').fill('12345');
    await field(form, 'Message').fill('Please call me back.');
    await form.getByRole('button', { name: 'Send Message' }).click();

    const emailBox = field(form, 'Email');
    const phoneBox = field(form, 'Phone');
    await expect(emailBox).toHaveAttribute('aria-invalid', 'true');
    await expect(emailBox).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(phoneBox).toHaveAttribute('aria-invalid', 'true');
    await expect(phoneBox).toHaveAccessibleDescription(/Phone number must be exactly 10 digits/);
    await expect(emailBox).toBeFocused();
    await expect(field(form, 'Name')).not.toHaveAttribute('aria-invalid', 'true');
    // What was typed stays, and no success or failure is claimed.
    await expect(emailBox).toHaveValue('suresh.example.in');
    await expect(field(form, 'Message')).toHaveValue('Please call me back.');
    await expect(form.getByRole('status')).toHaveText('');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();

    // Correcting a field clears its message as it is typed.
    await phoneBox.fill('9876543210');
    await expect(phoneBox).not.toHaveAttribute('aria-invalid', 'true');
    await page.waitForTimeout(300);
    expect(contactRequests).toEqual([]);
  });

  test('with the API unreachable the form says so and keeps what was typed', async ({ page, portal }) => {
    const previous = portal.env['API_BASE_URL']!;
    portal.env['API_BASE_URL'] = 'http://127.0.0.1:1';
    await portal.redeploy('shell');
    try {
      await openHome(page);
      const form = contactForm(page);
      await field(form, 'Name').fill('Anil Kumar');
      await field(form, 'Email').fill('anil.kumar@example.in');
      await field(form, 'Phone').fill('9123456780');
      await field(form, 'Message').fill('Is the network open in Nagpur?');
      await form.getByRole('button', { name: 'Send Message' }).click();

      await expect(form.getByRole('status')).toHaveText(CONTACT_FAILED);
      await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
      await expect(field(form, 'Name')).toHaveValue('Anil Kumar');
      await expect(field(form, 'Email')).toHaveValue('anil.kumar@example.in');
      await expect(field(form, 'Phone')).toHaveValue('9123456780');
      await expect(field(form, 'Message')).toHaveValue('Is the network open in Nagpur?');
    } finally {
      portal.env['API_BASE_URL'] = previous;
      await portal.redeploy('shell');
    }
  });
});

test.describe('accessibility (axe-core)', () => {
  const pages = [
    { path: '/', ready: (page: Page) => page.getByRole('heading', { level: 1, name: /Grow your career in insurance/ }) },
    { path: '/privacy-policy', ready: (page: Page) => page.getByRole('heading', { level: 1, name: /Privacy Policy/i }) },
    { path: '/terms-of-service', ready: (page: Page) => page.getByRole('heading', { level: 1, name: /Terms/i }) },
  ];
  for (const theme of ['light', 'dark'] as const) {
    test(`no serious or critical violations on the public pages, ${theme} theme`, async ({ page }) => {
      if (theme === 'dark') await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
      const problems: string[] = [];
      for (const { path, ready } of pages) {
        await page.goto(path);
        await expect(ready(page)).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        // Let entry animations (page fade, hero fade) finish so colours are final.
        await page.waitForFunction(() =>
          document
            .getAnimations()
            .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
        );
        const results = await new AxeBuilder({ page }).analyze();
        for (const violation of results.violations) {
          if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
          problems.push(
            `${path} [${theme}] ${violation.id} (${violation.impact}): ${violation.help}\n` +
              violation.nodes.map((node) => `    ${node.target.join(' ')} — ${node.failureSummary?.split('\n').join(' ')}`).join('\n'),
          );
        }
      }
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
});

test.describe('pre-rendered `/`', () => {
  test('the page is in the HTML: it shows without JavaScript, with the configured contact details', async ({ browser, portalUrl }) => {
    await withOwnPage(browser, { javaScriptEnabled: false, baseURL: portalUrl }, async (page) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: /Grow your career in insurance/ })).toBeVisible();
      await expect(productsSection(page).getByRole('button')).toHaveCount(4);
      await expect(page.getByRole('contentinfo')).toContainText('Quick Links');
      await expect(page.getByRole('contentinfo').getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@.+/);
    });
  });

  test('the app adopts the pre-rendered page in place: no layout shift, one copy of the page', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openHome(page);
    await expect(page.locator('#root')).toBeVisible();
    await expect(page.locator('[data-portal-prerendered]')).toHaveCount(0);
    await expect(page.locator('#hero-title')).toHaveCount(1);
    await expect(page.locator('#main-content')).toHaveCount(1);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
    // The app's page works (a product tile opens its panel).
    await tile(page, 'Car Insurance').click();
    await expect(tile(page, 'Car Insurance')).toHaveAttribute('aria-expanded', 'true');
  });
});
