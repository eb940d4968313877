/** The policy file's columns, in the order the import reads them (the CLI's). */
export const POLICY_CSV_COLUMNS = [
  'policyType',
  'productName',
  'policyNumber',
  'clientName',
  'riskStart',
  'riskEnd',
  'netPremium',
  'payOut',
  'vehicleNo',
  'insurer',
  'soldBy',
] as const;
export type PolicyCsvColumn = (typeof POLICY_CSV_COLUMNS)[number];

/** A value as a CSV field: quoted (its quotes doubled) when it holds a comma, a quote or a line break. */
const field = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** One policy as a policy file: the header and its row, each value trimmed. */
export function policyCsv(row: Record<PolicyCsvColumn, string>): string {
  return `${POLICY_CSV_COLUMNS.join(',')}\n${POLICY_CSV_COLUMNS.map((column) => field(row[column].trim())).join(',')}\n`;
}
