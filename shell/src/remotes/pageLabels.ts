import { t as shellT } from '../i18n';

/**
 * What a page of the topology is called in "We couldn't load …", in the current language: the
 * topology's English label (`page.label`) translated, by the page's route. A route this table does not
 * know keeps the topology's label.
 */
export function pageLabelOf(page: { route: string; label: string }, t: (key: string) => string = shellT): string {
  const labels: Record<string, string> = {
    '/': t('pages.home'),
    '/privacy-policy': t('pages.privacyPolicy'),
    '/terms-of-service': t('pages.terms'),
    '/login': t('pages.login'),
    '/signup': t('pages.signup'),
    '/set-password': t('pages.setPassword'),
    '/reset-password': t('pages.resetPassword'),
    '/sales': t('pages.sales'),
    '/sales/renewals': t('pages.renewals'),
    '/sales/payouts': t('pages.payouts'),
    '/sales/insights': t('pages.insights'),
    '/profile': t('pages.profile'),
    '/activity': t('pages.activity'),
    '/admin': t('pages.applications'),
    '/admin/members': t('pages.members'),
    '/admin/imports': t('pages.imports'),
    '/admin/inbox': t('pages.inbox'),
    '/admin/payments': t('pages.payments'),
    '/admin/audit': t('pages.audit'),
  };
  return labels[page.route] ?? page.label;
}
