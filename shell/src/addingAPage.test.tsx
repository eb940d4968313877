// Adding a page is its screen and one entry in the topology, and nothing else. This file runs the portal
// on a temporary copy of shared/src/topology.mjs with one more entry (a sales page, "leads") and that
// page's screen in a temporary copy of its remote's folder. Every part that lists pages sees it: the
// shell's routes, its header entry (in each language), the "We couldn't load …" message, the remote's
// build (its exposes, stamped with the page contract) and its standalone harness. Then the product
// sources are searched for a second table of pages: one would make "one entry" untrue again.
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { setAuthUser, setConfig, setProfileName, useAuthStore } from '@portal/shared';
import { TEST_PORTAL_CONFIG, jsonResponse, switchLanguageForTest } from '@portal/shared/testing';
import { PAGES, PAGE_CONTRACT, REMOTES, exposesOf, pagesOf } from '@portal/shared/topology';
import pageContractLoader from '../../build/pageContractLoader.mjs';
import { createConfig, remoteApp } from '../../build/rspackCommon.mjs';
import { renderRemoteStandalone } from '../../shared/src/harness/renderStandalone';
import { Header } from './layout/Header';
import { portalRoutes } from './routes/portalRoutes';

const root = path.resolve(import.meta.dirname, '../..');

const copy = await vi.hoisted(async () => {
  const { copyFileSync, mkdirSync, mkdtempSync, readFileSync: read, writeFileSync } = await import('node:fs');
  const { join, resolve } = await import('node:path');
  const repo = resolve(import.meta.dirname, '../..');
  // Inside the repository (the test runner loads no module from outside it), where git does not look.
  mkdirSync(join(repo, 'node_modules/.cache'), { recursive: true });
  const dir = mkdtempSync(join(repo, 'node_modules/.cache/portal-add-a-page-'));
  mkdirSync(join(dir, 'shared/src/i18n'), { recursive: true });
  copyFileSync(join(repo, 'shared/src/i18n/languages.mjs'), join(dir, 'shared/src/i18n/languages.mjs'));
  const topology = read(join(repo, 'shared/src/topology.mjs'), 'utf8');
  const pagesStart = topology.indexOf('export const PAGES');
  const pagesEnd = topology.indexOf('\n]);', pagesStart);
  if (pagesStart < 0 || pagesEnd < 0) throw new Error('shared/src/topology.mjs: no PAGES list found');
  // The one entry added, as the sales team would write it, at the end of PAGES: the only change to the topology.
  const { A_NEW_PAGE } = await import('../../shared/src/testing/aNewPage');
  const entry = `  ${JSON.stringify(A_NEW_PAGE)},\n`;
  const withLeads = `${topology.slice(0, pagesEnd + 1)}${entry}${topology.slice(pagesEnd + 1)}`;
  writeFileSync(join(dir, 'shared/src/topology.mjs'), withLeads);
  // The page's screen in its remote's folder (a copy of the remote's package.json is all its build reads besides).
  const remoteDir = join(dir, 'remote-sales');
  mkdirSync(join(remoteDir, 'src/screens/sales/leads'), { recursive: true });
  copyFileSync(join(repo, 'remote-sales/package.json'), join(remoteDir, 'package.json'));
  writeFileSync(
    join(remoteDir, 'src/screens/sales/leads/LeadsPage.tsx'),
    "export default function LeadsPage() {\n  return 'The leads screen';\n}\n",
  );
  return { dir, topology: join(dir, 'shared/src/topology.mjs'), remoteDir };
});

// The portal's topology, wherever it is imported from (the shell, the harness, the build), is the copy.
vi.mock('@portal/shared/topology', () => import(/* @vite-ignore */ copy.topology));

const registry = vi.hoisted(() => ({ loadRemotePage: vi.fn() }));
vi.mock('./remotes/remoteRegistry', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./remotes/remoteRegistry')>()),
  loadRemotePage: registry.loadRemotePage,
}));

// In Node, 'react-router/dom' resolves to another copy of React Router than 'react-router' (its context
// included): the harness renders with the RouterProvider of the copy the links use.
vi.mock('@portal/shared/router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@portal/shared/router')>()),
  RouterProvider: (await import('react-router')).RouterProvider,
}));

afterAll(() => rmSync(copy.dir, { recursive: true, force: true }));

describe('adding a page: its screen and one entry in the topology', () => {
  beforeEach(() => {
    useAuthStore.setState({ loading: false, user: null, profileName: null });
    registry.loadRemotePage.mockReset();
  });

  it('the shell has a route for it', () => {
    const [layout] = portalRoutes({ element: (page) => <p>{page.expose}</p> });
    expect(layout?.children?.map((route) => route.path)).toContain('/sales/leads');
  });

  it('a member sees its header entry, labelled in each language', async () => {
    setAuthUser({ uid: 'u1', email: 'asha@example.in', displayName: 'Asha' }, 'token');
    render(
      <MemoryRouter>
        <Header />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Leads' })).toHaveAttribute('href', '/sales/leads');
    await act(() => switchLanguageForTest('hi'));
    expect(within(nav).getByRole('link', { name: 'लीड्स' })).toHaveAttribute('href', '/sales/leads');
  });

  it('if its remote cannot load, the message names it, in each language', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    registry.loadRemotePage.mockRejectedValue(new Error('down'));
    setConfig(TEST_PORTAL_CONFIG);
    setAuthUser({ uid: 'u1', email: 'asha@example.in', displayName: 'Asha' }, 'token');
    setProfileName('Asha Rao');
    window.history.replaceState(null, '', '/sales/leads');
    const { router } = await import('./routes/router');
    const { RouterProvider } = await import('react-router');
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the leads page");
    expect(registry.loadRemotePage).toHaveBeenCalledWith('remote_sales/LeadsPage');
    await act(() => switchLanguageForTest('hi'));
    expect(await screen.findByRole('alert')).toHaveTextContent('लीड्स पेज लोड नहीं हो सका');
  });

  it('its remote exposes its screen, stamped with the page contract', () => {
    expect(exposesOf('remote_sales')['./LeadsPage']).toBe('./src/screens/sales/leads/LeadsPage.tsx');
    // The remote's build, as its rspack.config.mjs makes it (here from the copy of its folder).
    const app = remoteApp(copy.remoteDir);
    expect(app.exposes['./LeadsPage']).toBe('./src/screens/sales/leads/LeadsPage.tsx');
    const screenFile = path.join(copy.remoteDir, 'src/screens/sales/leads/LeadsPage.tsx');
    const config = createConfig(app, { mode: 'development' });
    expect(JSON.stringify(config.module.rules), 'the page contract loader applies to the screen').toContain(JSON.stringify(screenFile));
    const stamped = pageContractLoader.call({ getOptions: () => ({ contract: PAGE_CONTRACT }) }, readFileSync(screenFile, 'utf8'));
    expect(stamped).toContain(`export const contract = "${PAGE_CONTRACT}"`);
  });

  it('its remote’s standalone harness links it and shows its screen', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(TEST_PORTAL_CONFIG));
    expect(pagesOf('remote_sales').map((page) => page.route)).toContain('/sales/leads');
    document.body.innerHTML = '<div id="root"></div>';
    window.history.replaceState(null, '', '/sales/leads');
    await act(() =>
      renderRemoteStandalone(
        'remote_sales',
        (screenPath) => import(/* @vite-ignore */ path.join(copy.remoteDir, 'src/screens', `${screenPath}.tsx`)),
      ),
    );
    const bar = await screen.findByRole('navigation', { name: 'Harness' });
    expect(within(bar).getByRole('link', { name: 'the leads page' })).toHaveAttribute('href', '/sales/leads');
    expect(await screen.findByText('The leads screen')).toBeInTheDocument();
  });
});

/** The product sources: every app's, the API's, the shared package's, the build's and the tooling's (tests excluded). */
function productFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return ['node_modules', 'dist', 'testing'].includes(entry) ? [] : productFiles(file);
    return /\.(ts|tsx|mjs)$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [file] : [];
  });
}

describe('no second table of pages', () => {
  // The routes of the portal's pages, '/' aside (every app links home).
  const routes = PAGES.map((page): string => page.route).filter((route) => route !== '/' && route !== '/sales/leads');
  const dirs = [
    'shell/src',
    'shared/src',
    'api/src',
    'build',
    'tooling',
    'bench/monolith/src',
    ...REMOTES.map((remote) => `${remote.dir}/src`),
  ];
  const files = dirs.flatMap((dir) => productFiles(path.join(root, dir))).filter((file) => !file.endsWith('topology.mjs'));

  it('no product file outside the topology names more than two pages’ routes, but a remote naming its own', () => {
    const tables = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const named = routes.filter((route) => new RegExp(`['"\`]${route}['"\`?#]`).test(text));
      // A remote's links between its own pages (its section tabs) are its screens' business.
      const owner = REMOTES.find((remote) => file.startsWith(path.join(root, remote.dir) + path.sep));
      const others = named.filter((route) => PAGES.find((page) => page.route === route)?.remote !== owner?.name);
      return others.length > 2 ? [`${path.relative(root, file)}: ${others.join(', ')}`] : [];
    });
    expect(files.length).toBeGreaterThan(100);
    expect(tables).toEqual([]);
  });
});
