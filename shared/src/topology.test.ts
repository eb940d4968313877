import { TOPOLOGY, exposesOf, frontendsOf, headerEntriesOf, pagesOf, prerenderedPagesOf, roleHomeOf } from './topology.mjs';

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
const learning = { dir: 'remote-learning', name: 'remote_learning', port: 3005, title: 'Learning' } as const;
const courses = {
  route: '/learning',
  remote: 'remote_learning',
  expose: 'CoursesPage',
  screen: 'courses/CoursesPage',
  label: 'the courses',
  prerender: 'learning.html',
} as const;
const grown = { ...TOPOLOGY, remotes: [...TOPOLOGY.remotes, learning], pages: [...TOPOLOGY.pages, leads, courses] };

describe('the topology: one entry per page or remote', () => {
  it('a new page is exposed by its remote, under its name, from its screen', () => {
    expect(exposesOf('remote_sales', grown)).toEqual({
      ...exposesOf('remote_sales'),
      './LeadsPage': './src/screens/sales/leads/LeadsPage.tsx',
    });
    expect(exposesOf('remote_landing', grown)).toEqual(exposesOf('remote_landing'));
  });

  it("a new page is in its remote's standalone harness", () => {
    expect(pagesOf('remote_sales', grown).map((page) => page.route)).toEqual([
      ...pagesOf('remote_sales').map((page) => page.route),
      '/sales/leads',
    ]);
  });

  it("a page with a header entry is in the members' header, in the topology's order", () => {
    expect(headerEntriesOf(null, grown)).toEqual([
      { route: '/sales', label: 'Sales' },
      { route: '/profile', label: null },
      { route: '/sales/leads', label: 'Leads' },
    ]);
  });

  it("a page for a role is in that role's header only", () => {
    expect(headerEntriesOf('operator')).toEqual([{ route: '/admin', label: 'Back office' }]);
    expect(headerEntriesOf(null).map((entry) => entry.route)).not.toContain('/admin');
    expect(roleHomeOf('operator')).toBe('/admin');
  });

  it('a new remote is built, started and served with its port; its pre-rendered page gets a fragment path', () => {
    expect(frontendsOf(grown).map(({ dir, port, isHost }) => [dir, port, isHost])).toEqual([
      ['shell', 3000, true],
      ['remote-landing', 3001, false],
      ['remote-onboarding', 3002, false],
      ['remote-sales', 3003, false],
      ['remote-backoffice', 3004, false],
      ['remote-learning', 3005, false],
    ]);
    expect(prerenderedPagesOf(grown).at(-1)).toEqual({
      route: '/learning',
      file: 'learning.html',
      remote: 'remote_learning',
      pageId: 'remote_learning/CoursesPage',
      fragmentPath: '/__prerender/learning',
    });
  });
});
