// The portal's topology: its frontends (the shell and each remote: folder, federation name, port) and
// its pages (route, remote, exposed screen, guard, pre-rendering, header entry). What lists remotes or
// pages derives from here: the shell's routes and header, each remote's exposes and standalone
// harness, the pre-rendered pages, the frontends that the build, `npm start`, the tests and the
// containers run, and the bench's monolith. Adding a page is its screen plus one entry in PAGES;
// adding a remote is its folder plus one entry in REMOTES.
//
// Plain JavaScript (with literal types for TypeScript) so that Node's tooling reads the same file as
// the apps.

/**
 * The contract between the shell and the pages the remotes expose: the build stamps it on every
 * exposed page (build/pageContractLoader.mjs) and the shell refuses a page that speaks another.
 */
export const PAGE_CONTRACT = 'portal-page@1';

/** The host: the shell. */
export const HOST = /** @type {const} */ ({ dir: 'shell', name: 'shell', port: 3000 });

/**
 * The remotes, each released on its own: its folder, its federation container's name, its port in
 * development and `npm start`, and its title in its standalone harness. `label` is what members call
 * that part of the portal, in every language: the shell names it so when it cannot load (the
 * federation name is for logs only). Every remote here has one (the topology test checks it).
 * `tabsKeep`: the query parameters its section's tabs carry from one tab to the next (the selected
 * member), wherever the tabs are drawn: by the remote, or by the shell when the remote cannot load.
 */
export const REMOTES = /** @type {const} */ ([
  { dir: 'remote-landing', name: 'remote_landing', port: 3001, title: 'Landing', label: { en: 'Home', hi: 'होम' } },
  {
    dir: 'remote-onboarding',
    name: 'remote_onboarding',
    port: 3002,
    title: 'Onboarding',
    label: { en: 'Login and certification', hi: 'लॉग इन और सर्टिफ़िकेशन' },
  },
  {
    dir: 'remote-sales',
    name: 'remote_sales',
    port: 3003,
    title: 'Sales',
    label: { en: 'Sales', hi: 'सेल्स' },
    tabsKeep: ['path', 'member'],
  },
  { dir: 'remote-backoffice', name: 'remote_backoffice', port: 3004, title: 'Back office', label: { en: 'Back office', hi: 'बैक ऑफ़िस' } },
]);

/**
 * The pages, each a screen of one remote. `route` is a React Router path pattern: `:name` is a parameter
 * of the path (the screen reads it with `useParams`), `:name?` an optional one; a page with a parameter
 * has no header entry and is not pre-rendered (a link or an nginx location names one fixed path), and
 * the shell's server answers any such path with the app (its SPA fallback). `screen` is its module under the remote's `src/screens/`,
 * exposed as `expose`. `label` names it in the "We couldn't load …" message, in every language of
 * shared/src/i18n/languages.mjs (the shell shows the current language's). `auth`: members only
 * (the shell asks others to sign in). `role`: for accounts with that role only (a Firebase custom claim;
 * the API checks it too), and its header entry is shown to them alone. `prerender`: the shell's HTML file that serves it pre-rendered
 * (at most one page per remote). `header`: an entry in the header's navigation, for signed-in members,
 * with its label in every language; a `null` label shows the member's name. An entry without a role is
 * shown to members (accounts without one). `tab`: the page is a tab of its section (the pages of its
 * remote with a tab and the same first path segment, in the topology's order), named so in every
 * language; the shell draws the section's tabs above a tab whose remote cannot load. `firstReads`: the
 * reads without input (operationIds) the page asks first, which the shell starts while the page's code
 * loads.
 */
export const PAGES = /** @type {const} */ ([
  {
    route: '/',
    remote: 'remote_landing',
    expose: 'LandingPage',
    screen: 'home/LandingPage',
    label: { en: 'the home page', hi: 'होम पेज' },
    prerender: 'home.html',
  },
  {
    route: '/privacy-policy',
    remote: 'remote_landing',
    expose: 'PrivacyPolicyPage',
    screen: 'privacy-policy/PrivacyPolicyPage',
    label: { en: 'the privacy policy', hi: 'गोपनीयता नीति' },
  },
  {
    route: '/terms-of-service',
    remote: 'remote_landing',
    expose: 'TermsPage',
    screen: 'terms-of-service/TermsPage',
    label: { en: 'the terms of service', hi: 'सेवा की शर्तें' },
  },
  {
    route: '/login',
    remote: 'remote_onboarding',
    expose: 'LoginPage',
    screen: 'login/LoginPage',
    label: { en: 'the login page', hi: 'लॉग इन पेज' },
    prerender: 'login.html',
  },
  {
    route: '/signup',
    remote: 'remote_onboarding',
    expose: 'SignupPage',
    screen: 'signup/SignupPage',
    label: { en: 'the sign-up page', hi: 'साइन-अप पेज' },
  },
  {
    route: '/set-password',
    remote: 'remote_onboarding',
    expose: 'SetPasswordPage',
    screen: 'set-password/SetPasswordPage',
    label: { en: 'the set password page', hi: 'पासवर्ड सेट करने का पेज' },
  },
  {
    route: '/reset-password',
    remote: 'remote_onboarding',
    expose: 'ResetPasswordPage',
    screen: 'reset-password/ResetPasswordPage',
    label: { en: 'the reset password page', hi: 'पासवर्ड रीसेट करने का पेज' },
  },
  {
    route: '/verify/:number?',
    remote: 'remote_onboarding',
    expose: 'VerifyPage',
    screen: 'verify/VerifyPage',
    label: { en: 'the certificate check', hi: 'प्रमाणपत्र की जाँच' },
  },
  {
    route: '/sales',
    remote: 'remote_sales',
    expose: 'SalesPage',
    screen: 'sales/SalesPage',
    label: { en: 'the sales page', hi: 'सेल्स पेज' },
    auth: true,
    firstReads: ['l1member'],
    tab: { en: 'Policies', hi: 'पॉलिसियाँ' },
    header: { label: { en: 'Sales', hi: 'सेल्स' } },
  },
  {
    route: '/sales/renewals',
    remote: 'remote_sales',
    expose: 'RenewalsPage',
    screen: 'sales/renewals/RenewalsPage',
    label: { en: 'the renewals page', hi: 'रिन्यूअल पेज' },
    auth: true,
    firstReads: ['l1member'],
    tab: { en: 'Renewals', hi: 'रिन्यूअल' },
  },
  {
    route: '/sales/payouts',
    remote: 'remote_sales',
    expose: 'PayoutsPage',
    screen: 'sales/payouts/PayoutsPage',
    label: { en: 'the payouts page', hi: 'पेआउट पेज' },
    auth: true,
    firstReads: ['l1member'],
    tab: { en: 'Payouts', hi: 'पेआउट' },
  },
  {
    route: '/sales/queries',
    remote: 'remote_sales',
    expose: 'QueriesPage',
    screen: 'sales/queries/QueriesPage',
    label: { en: 'the payout queries page', hi: 'पेआउट क्वेरी पेज' },
    auth: true,
    firstReads: ['l1member'],
    tab: { en: 'Queries', hi: 'क्वेरी' },
  },
  {
    route: '/sales/insights',
    remote: 'remote_sales',
    expose: 'InsightsPage',
    screen: 'sales/insights/InsightsPage',
    label: { en: 'the insights page', hi: 'इनसाइट्स पेज' },
    auth: true,
    firstReads: ['l1member'],
    tab: { en: 'Insights', hi: 'इनसाइट्स' },
  },
  {
    route: '/certification',
    remote: 'remote_onboarding',
    expose: 'CertificationPage',
    screen: 'certification/CertificationPage',
    label: { en: 'the certification page', hi: 'सर्टिफ़िकेशन पेज' },
    auth: true,
    header: { label: { en: 'Certification', hi: 'सर्टिफ़िकेशन' } },
  },
  {
    route: '/profile',
    remote: 'remote_sales',
    expose: 'ProfilePage',
    screen: 'profile/ProfilePage',
    label: { en: 'your profile', hi: 'आपकी प्रोफ़ाइल' },
    auth: true,
    firstReads: ['profile'],
    header: { label: null },
  },
  {
    route: '/activity',
    remote: 'remote_sales',
    expose: 'ActivityPage',
    screen: 'activity/ActivityPage',
    label: { en: 'the activity page', hi: 'गतिविधि पेज' },
  },
  {
    route: '/admin',
    remote: 'remote_backoffice',
    expose: 'ApplicationsPage',
    screen: 'admin/ApplicationsPage',
    label: { en: 'the applications', hi: 'आवेदन' },
    auth: true,
    role: 'operator',
    header: { label: { en: 'Back office', hi: 'बैक ऑफ़िस' } },
  },
  {
    route: '/admin/members',
    remote: 'remote_backoffice',
    expose: 'MembersPage',
    screen: 'admin/members/MembersPage',
    label: { en: 'the members', hi: 'सदस्य' },
    auth: true,
    role: 'operator',
  },
  {
    route: '/admin/imports',
    remote: 'remote_backoffice',
    expose: 'ImportsPage',
    screen: 'admin/imports/ImportsPage',
    label: { en: 'the policy import', hi: 'पॉलिसी इम्पोर्ट' },
    auth: true,
    role: 'operator',
  },
  {
    route: '/admin/inbox',
    remote: 'remote_backoffice',
    expose: 'InboxPage',
    screen: 'admin/inbox/InboxPage',
    label: { en: 'the inbox', hi: 'इनबॉक्स' },
    auth: true,
    role: 'operator',
  },
  {
    route: '/admin/payments',
    remote: 'remote_backoffice',
    expose: 'PaymentsPage',
    screen: 'admin/payments/PaymentsPage',
    label: { en: 'the payments', hi: 'भुगतान' },
    auth: true,
    role: 'operator',
  },
  {
    route: '/admin/audit',
    remote: 'remote_backoffice',
    expose: 'AuditLogPage',
    screen: 'admin/audit/AuditLogPage',
    label: { en: 'the audit log', hi: 'ऑडिट लॉग' },
    auth: true,
    role: 'operator',
  },
  {
    route: '/admin/certification',
    remote: 'remote_backoffice',
    expose: 'CertificationAdminPage',
    screen: 'admin/certification/CertificationPage',
    label: { en: 'the certification', hi: 'सर्टिफ़िकेशन' },
    auth: true,
    role: 'operator',
  },
  {
    route: '/admin/queries',
    remote: 'remote_backoffice',
    expose: 'PayoutQueriesPage',
    screen: 'admin/queries/QueriesPage',
    label: { en: 'the payout queries', hi: 'पेआउट प्रश्न' },
    auth: true,
    role: 'operator',
  },
]);

/** The roles an account can have besides being a member (a Firebase custom claim `role`). */
export const ROLES = /** @type {const} */ (['operator']);

/**
 * Where an account of a role starts after signing in (when it came for no page): its first header entry.
 * @param {Role} role @param {Topology} [topology]
 */
export function roleHomeOf(role, topology = TOPOLOGY) {
  const page = topology.pages.find((candidate) => candidate.role === role && candidate.header);
  if (!page) throw new Error(`topology: no header page for the role ${role}`);
  return page.route;
}

export const TOPOLOGY = /** @type {const} */ ({ host: HOST, remotes: REMOTES, pages: PAGES });

/**
 * @typedef {{ dir: string, name: string, port: number }} Frontend
 * @typedef {Frontend & { title: string, label?: Labels, tabsKeep?: readonly string[] }} Remote
 * @typedef {typeof ROLES[number]} Role
 * @typedef {import('./i18n/languages.mjs').Language} Language
 * @typedef {{ readonly [language in Language]: string }} Labels  a text in each of the portal's languages
 * @typedef {{ route: string, remote: string, expose: string, screen: string, label: Labels, auth?: boolean, role?: Role, prerender?: string, header?: { label: Labels | null }, tab?: Labels, firstReads?: readonly string[] }} Page
 * @typedef {{ host: Frontend, remotes: readonly Remote[], pages: readonly Page[] }} Topology
 */

/**
 * The fixed path a link opens a page at: its route without its optional parameters; null when the route
 * needs a parameter (only a link made for one value, `/verify/AP-…`, can open it).
 * @param {string} route
 */
export function linkPathOf(route) {
  const segments = route.split('/').filter((segment) => !(segment.startsWith(':') && segment.endsWith('?')));
  if (segments.some((segment) => segment.startsWith(':'))) return null;
  return segments.join('/') || '/';
}

/** `<container>/<exposed name>`: how the shell loads a page. @param {Page} page */
export const pageIdOf = (page) => `${page.remote}/${page.expose}`;

/**
 * The members' page at `pathname` (a trailing slash aside), if it is one.
 * @param {string} pathname
 * @param {readonly Page[]} [pages]
 * @returns {Page | null}
 */
export function memberPageAt(pathname, pages = PAGES) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return pages.find((page) => page.auth && page.route === path) ?? null;
}

/** The pages of one remote. @param {string} remoteName @param {Topology} [topology] */
export const pagesOf = (remoteName, topology = TOPOLOGY) => topology.pages.filter((page) => page.remote === remoteName);

/**
 * The tabs of a page's section (the pages of its remote with a tab and the same first path segment, in
 * the topology's order), each with its route and its name in every language; none for a page that is
 * no tab. @param {Page} page @param {Topology} [topology]
 */
export function sectionTabsOf(page, topology = TOPOLOGY) {
  if (!page.tab) return [];
  const section = firstSegmentOf(page.route);
  return topology.pages.flatMap((candidate) =>
    candidate.tab && candidate.remote === page.remote && firstSegmentOf(candidate.route) === section
      ? [{ route: candidate.route, label: candidate.tab }]
      : [],
  );
}

/**
 * The query a link to another tab of a remote's section carries from the current `search`: only the
 * parameters the remote's tabs keep (`tabsKeep`), `?`-prefixed, or '' when there are none.
 * @param {string} remoteName @param {string} search @param {Topology} [topology]
 */
export function tabQueryOf(remoteName, search, topology = TOPOLOGY) {
  const keys = /** @type {readonly string[]} */ (remoteNamed(remoteName, topology).tabsKeep ?? []);
  const current = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of keys) {
    const value = current.get(key);
    if (value) kept.set(key, value);
  }
  // Member paths are comma-separated codes: kept readable in the address bar.
  const text = kept.toString().replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}

/** @param {string} route */
const firstSegmentOf = (route) => route.split('/')[1] ?? '';

/** The remote of a federation name. @param {string} remoteName @param {Topology} [topology] */
export function remoteNamed(remoteName, topology = TOPOLOGY) {
  const remote = topology.remotes.find((candidate) => candidate.name === remoteName);
  if (!remote) throw new Error(`topology: no remote named ${remoteName}`);
  return remote;
}

/** A screen's module, relative to its remote's folder. @param {Page} page */
export const screenModuleOf = (page) => `./src/screens/${page.screen}.tsx`;

/**
 * A remote's Module Federation `exposes`: each of its pages' screens under the page's exposed name.
 * @param {string} remoteName @param {Topology} [topology]
 * @returns {Record<string, string>}
 */
export const exposesOf = (remoteName, topology = TOPOLOGY) =>
  Object.fromEntries(pagesOf(remoteName, topology).map((page) => [`./${page.expose}`, screenModuleOf(page)]));

/** Every frontend, the host first: what is built, started and served. @param {Topology} [topology] */
export const frontendsOf = (topology = TOPOLOGY) => [
  { ...topology.host, isHost: true },
  ...topology.remotes.map((remote) => ({ ...remote, isHost: false })),
];

/** `remote_landing` → `landing`: a remote's name in paths and environment variables. @param {string} remoteName */
export const shortNameOf = (remoteName) => remoteName.replace(/^remote_/, '');

/** The path on the shell's server through which a remote's pre-rendered page is included. @param {string} remoteName */
export const fragmentPathOf = (remoteName) => `/__prerender/${shortNameOf(remoteName)}`;

/**
 * The pages the shell serves pre-rendered, with the file and the fragment path of each.
 * @param {Topology} [topology]
 */
export function prerenderedPagesOf(topology = TOPOLOGY) {
  return topology.pages.flatMap((page) =>
    page.prerender
      ? [
          {
            route: page.route,
            file: page.prerender,
            remote: page.remote,
            pageId: pageIdOf(page),
            fragmentPath: fragmentPathOf(page.remote),
          },
        ]
      : [],
  );
}

/**
 * The header's entries for a signed-in account of a role (null: a member), in the topology's order, each
 * with its label in every language; a `null` label is the member's name.
 * @param {Role | null} [role] @param {Topology} [topology]
 */
export const headerEntriesOf = (role = null, topology = TOPOLOGY) =>
  topology.pages.flatMap((page) => (page.header && (page.role ?? null) === role ? [{ route: page.route, label: page.header.label }] : []));
