import type { useT } from '../../../i18n';

type Translate = ReturnType<typeof useT>['t'];

/** The statement lines table's columns, for the table and for its outline while the statement loads. */
export const statementLineColumns = (t: Translate) => [
  { label: t('payouts.lines.date') },
  { label: t('payouts.lines.policyNumber') },
  { label: t('payouts.lines.client') },
  { label: t('payouts.lines.product') },
  { label: t('payouts.lines.netPremium'), numeric: true },
  { label: t('payouts.lines.payOut'), numeric: true },
];

/** The tax summary's columns (one row a quarter), for the table and for its outline. */
export const taxQuarterColumns = (t: Translate) => [
  { label: t('payouts.tax.quarter') },
  { label: t('payouts.tax.gross'), numeric: true },
  { label: t('payouts.tax.tds'), numeric: true },
];
