/**
 * A page as its team would add it to the topology's PAGES: a members' sales page with a header entry.
 * The topology's tests and the shell's test of adding a page both add this one.
 */
export const A_NEW_PAGE = {
  route: '/sales/leads',
  remote: 'remote_sales',
  expose: 'LeadsPage',
  screen: 'sales/leads/LeadsPage',
  label: { en: 'the leads page', hi: 'लीड्स पेज' },
  auth: true,
  header: { label: { en: 'Leads', hi: 'लीड्स' } },
} as const;
