import { DEFAULT_LANGUAGE, LANGUAGES } from './i18n/languages.mjs';
import { A_NEW_PAGE } from './testing/aNewPage';
import {
  PAGES,
  TOPOLOGY,
  exposesOf,
  frontendsOf,
  headerEntriesOf,
  linkPathOf,
  memberPageAt,
  pagesOf,
  prerenderedPagesOf,
  roleHomeOf,
  sectionTabsOf,
  tabQueryOf,
  type Page,
} from './topology.mjs';

// A page and a remote added to the topology, as their teams would add them: one entry each.
const leads = A_NEW_PAGE;
const learning = {
  dir: 'remote-learning',
  name: 'remote_learning',
  port: 3005,
  title: 'Learning',
  label: { en: 'Learning', hi: 'लर्निंग' },
} as const;
const courses = {
  route: '/learning',
  remote: 'remote_learning',
  expose: 'CoursesPage',
  screen: 'courses/CoursesPage',
  label: { en: 'the courses', hi: 'कोर्स' },
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
      { route: '/sales', label: { en: 'Sales', hi: 'सेल्स' } },
      { route: '/certification', label: { en: 'Certification', hi: 'सर्टिफ़िकेशन' } },
      { route: '/profile', label: null },
      { route: '/sales/leads', label: { en: 'Leads', hi: 'लीड्स' } },
    ]);
  });

  it("a page for a role is in that role's header only", () => {
    expect(headerEntriesOf('operator')).toEqual([{ route: '/admin', label: { en: 'Back office', hi: 'बैक ऑफ़िस' } }]);
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

// Every entry has the shape of a page: a label (and a header entry's label) in every language.
const typed: readonly Page[] = PAGES;
const remotes = TOPOLOGY.remotes;

describe('the labels: what the shell calls a page, a tab and a part of the portal, in every language', () => {
  const labelled = [
    ...typed.flatMap((page) => [
      { where: `${page.route} label`, labels: page.label },
      ...(page.header?.label ? [{ where: `${page.route} header`, labels: page.header.label }] : []),
      ...(page.tab ? [{ where: `${page.route} tab`, labels: page.tab }] : []),
    ]),
    ...remotes.map((remote) => ({ where: `${remote.name} label`, labels: remote.label })),
  ];

  it('every remote has a label, and none is its federation name', () => {
    expect(remotes.map((remote) => remote.label.en)).toEqual(['Home', 'Login and certification', 'Sales', 'Back office']);
    expect(remotes.find((remote) => remote.name === 'remote_sales')?.label).toEqual({ en: 'Sales', hi: 'सेल्स' });
    for (const remote of remotes)
      for (const { code } of LANGUAGES) expect(remote.label[code], `${remote.name} in ${code}`).not.toContain(remote.name);
  });

  it('every page, and every header entry with a label, has it in every language of the portal', () => {
    for (const { where, labels } of labelled) {
      expect(Object.keys(labels).sort(), where).toEqual(LANGUAGES.map((language) => language.code).sort());
      for (const { code } of LANGUAGES) expect(labels[code].trim(), `${where} in ${code}`).not.toBe('');
    }
  });

  it('in each other language, every label is its own (not the English one left in place)', () => {
    for (const { where, labels } of labelled)
      for (const { code } of LANGUAGES.filter((language) => language.code !== DEFAULT_LANGUAGE))
        expect(labels[code], `${where} in ${code}`).not.toBe(labels[DEFAULT_LANGUAGE]);
  });
});

describe("a section's tabs", () => {
  const page = (route: string) => typed.find((candidate) => candidate.route === route)!;

  it('every sales tab is a tab of the same section, in the order of the topology', () => {
    const expected = [
      { route: '/sales', label: { en: 'Policies', hi: 'पॉलिसियाँ' } },
      { route: '/sales/renewals', label: { en: 'Renewals', hi: 'रिन्यूअल' } },
      { route: '/sales/payouts', label: { en: 'Payouts', hi: 'पेआउट' } },
      { route: '/sales/queries', label: { en: 'Queries', hi: 'क्वेरी' } },
      { route: '/sales/insights', label: { en: 'Insights', hi: 'इनसाइट्स' } },
    ];
    expect(sectionTabsOf(page('/sales/renewals'))).toEqual(expected);
    expect(sectionTabsOf(page('/sales'))).toEqual(expected);
  });

  it("a tab's link carries only what its remote's tabs keep: the selected member, not a filter", () => {
    expect(tabQueryOf('remote_sales', '?path=CO2,CO4&member=CO6&types=motor&from=2024-01-01')).toBe('?path=CO2,CO4&member=CO6');
    expect(tabQueryOf('remote_sales', '?within=7')).toBe('');
    expect(tabQueryOf('remote_landing', '?path=CO2&member=CO6')).toBe('');
  });

  it('a page that is no tab has none, even in the remote of a section', () => {
    expect(sectionTabsOf(page('/profile'))).toEqual([]);
    expect(sectionTabsOf(page('/admin'))).toEqual([]);
  });

  it("a new tab joins its section; another remote's tab under the same path does not", () => {
    const leadsTab = { ...leads, tab: { en: 'Leads', hi: 'लीड्स' } };
    const foreign = { ...courses, route: '/sales/courses', tab: { en: 'Courses', hi: 'कोर्स' } };
    const withTabs = { ...TOPOLOGY, remotes: [...TOPOLOGY.remotes, learning], pages: [...TOPOLOGY.pages, leadsTab, foreign] };
    expect(sectionTabsOf(page('/sales/payouts'), withTabs).map((tab) => tab.route)).toEqual([
      '/sales',
      '/sales/renewals',
      '/sales/payouts',
      '/sales/queries',
      '/sales/insights',
      '/sales/leads',
    ]);
  });
});

describe('routes with parameters', () => {
  it('a link opens a page at its route without its optional parameters; a required one leaves no fixed path', () => {
    expect(linkPathOf('/sales/payouts')).toBe('/sales/payouts');
    expect(linkPathOf('/verify/:number?')).toBe('/verify');
    expect(linkPathOf('/:lang?')).toBe('/');
    expect(linkPathOf('/verify/:number')).toBeNull();
  });

  it('no header entry and no pre-rendered page has a parameter: each is one fixed path', () => {
    const fixed = typed.filter((page) => page.header || page.prerender);
    expect(fixed.length).toBeGreaterThan(2);
    for (const page of fixed) expect(page.route, page.route).not.toContain(':');
  });

  it('the public certificate check takes the number from its path, and opens without one too', () => {
    expect(typed.find((page) => page.expose === 'VerifyPage')).toMatchObject({ route: '/verify/:number?' });
    expect(typed.find((page) => page.expose === 'VerifyPage')?.auth).toBeUndefined();
  });
});

describe('memberPageAt', () => {
  it('finds the members’ page of a path, a trailing slash aside; none for a public page or an unknown path', () => {
    expect(memberPageAt('/sales')?.remote).toBe('remote_sales');
    expect(memberPageAt('/sales/renewals/')?.route).toBe('/sales/renewals');
    expect(memberPageAt('/')).toBeNull();
    expect(memberPageAt('/login')).toBeNull();
    expect(memberPageAt('/nowhere')).toBeNull();
  });
});
