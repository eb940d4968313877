import { TabBar } from '@portal/shared/ui';
import { useT } from '../i18n';

/** The back office's sections, each a route of its own (pages of remote_backoffice in the topology). */
export const BACK_OFFICE_TABS = [
  '/admin',
  '/admin/members',
  '/admin/certification',
  '/admin/imports',
  '/admin/inbox',
  '/admin/payments',
  '/admin/queries',
  '/admin/audit',
] as const;

/** Links between the back office's sections, above every section's title (PageFrame's `tabs`). */
export function BackOfficeTabs() {
  const { t } = useT();
  const labels: Record<(typeof BACK_OFFICE_TABS)[number], string> = {
    '/admin': t('tabs.applications'),
    '/admin/members': t('tabs.members'),
    '/admin/certification': t('tabs.certification'),
    '/admin/imports': t('tabs.imports'),
    '/admin/inbox': t('tabs.inbox'),
    '/admin/payments': t('tabs.payments'),
    '/admin/queries': t('tabs.queries'),
    '/admin/audit': t('tabs.audit'),
  };
  return <TabBar label={t('tabs.label')} items={BACK_OFFICE_TABS.map((route) => ({ to: route, label: labels[route] }))} />;
}
