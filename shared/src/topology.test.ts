import { TOPOLOGY, exposesOf, frontendsOf, headerEntriesOf, pagesOf, prerenderedPagesOf } from './topology.mjs';

// A page and a remote added to the topology, as their teams would add them: one entry each.
const leads = {
  route: '/sales/leads',
  remote: 'remote_sales',
  expose: 'LeadsPage',
  screen: 'sales/leads/LeadsPage',
  label: 'the leads page',
  auth: true,
  header: { label: 'Leads' },
} as const;
const backoffice = { dir: 'remote-backoffice', name: 'remote_backoffice', port: 3004, title: 'Back office' } as const;
const applications = {
  route: '/admin/applications',
  remote: 'remote_backoffice',
  expose: 'ApplicationsPage',
  screen: 'applications/ApplicationsPage',
  label: 'the applications',
  prerender: 'admin.html',
} as const;
const grown = { ...TOPOLOGY, remotes: [...TOPOLOGY.remotes, backoffice], pages: [...TOPOLOGY.pages, leads, applications] };

describe('the topology: one entry per page or remote', () => {
  it('a new page is exposed by its remote, under its name, from its screen', () => {
    expect(exposesOf('remote_sales', grown)).toEqual({ ...exposesOf('remote_sales'), './LeadsPage': './src/screens/sales/leads/LeadsPage.tsx' });
    expect(exposesOf('remote_landing', grown)).toEqual(exposesOf('remote_landing'));
  });

  it("a new page is in its remote's standalone harness", () => {
    expect(pagesOf('remote_sales', grown).map((page) => page.route)).toEqual([...pagesOf('remote_sales').map((page) => page.route), '/sales/leads']);
  });

  it("a page with a header entry is in the members' header, in the topology's order", () => {
    expect(headerEntriesOf(grown)).toEqual([
      { route: '/sales', label: 'Sales' },
      { route: '/profile', label: null },
      { route: '/sales/leads', label: 'Leads' },
    ]);
  });

  it('a new remote is built, started and served with its port; its pre-rendered page gets a fragment path', () => {
    expect(frontendsOf(grown).map(({ dir, port, isHost }) => [dir, port, isHost])).toEqual([
      ['shell', 3000, true],
      ['remote-landing', 3001, false],
      ['remote-onboarding', 3002, false],
      ['remote-sales', 3003, false],
      ['remote-backoffice', 3004, false],
    ]);
    expect(prerenderedPagesOf(grown).at(-1)).toEqual({
      route: '/admin/applications',
      file: 'admin.html',
      remote: 'remote_backoffice',
      pageId: 'remote_backoffice/ApplicationsPage',
      fragmentPath: '/__prerender/backoffice',
    });
  });
});
