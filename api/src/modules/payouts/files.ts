/** A payout statement as a CSV file (amounts as plain rupees for spreadsheets: no ₹ or grouping, paise only when not zero); the PDF is in payoutsPdf.ts. */
import { csvPaise, type PayoutStatement } from '@portal/shared/validation';
import { csvRow } from '../../services/csv.js';

const tdsLabel = (s: PayoutStatement) => `TDS (section ${s.tds.section}, ${s.tds.ratePercent}%${s.tds.withPan ? '' : ', no PAN'})`;

/** The statement's totals, in the order both files show them (deductions negative); the PDF stresses the `key` ones. */
export function statementTotals(s: PayoutStatement): { label: string; paise: number; key: boolean }[] {
  return [
    { label: 'Opening balance', paise: s.openingBalancePaise, key: false },
    { label: 'Gross commission', paise: s.grossPaise, key: false },
    { label: tdsLabel(s), paise: -s.tds.deductedPaise, key: false },
    { label: 'Net payable', paise: s.netPayablePaise, key: true },
    { label: 'Payments', paise: -s.paymentsPaise, key: false },
    { label: 'Closing balance', paise: s.closingBalancePaise, key: true },
  ];
}

export function statementFileName(s: PayoutStatement, extension: 'pdf' | 'csv'): string {
  return `statement-${s.member.coCode.replace(/[^\w.-]/g, '_')}-${s.month}.${extension}`;
}

export function statementCsv(s: PayoutStatement): string {
  const out = [
    csvRow(['Payout statement', s.member.coCode, s.member.name]),
    csvRow(['Month', s.month]),
    csvRow(['As of', s.asOf, s.complete ? 'complete' : 'so far']),
    csvRow(['PAN', s.member.panMasked ?? 'not on file']),
    '\r\n',
    csvRow(['date', 'kind', 'policyNumber', 'clientName', 'productName', 'policyType', 'netPremium', 'payOut']),
    ...s.lines.map((l) =>
      csvRow([
        l.date,
        l.kind,
        l.policyNumber,
        l.clientName,
        l.productName,
        l.policyType,
        csvPaise(l.netPremiumPaise),
        csvPaise(l.payOutPaise),
      ]),
    ),
    '\r\n',
    csvRow(['total', 'amount']),
    ...statementTotals(s).map((t) => csvRow([t.label, csvPaise(t.paise)])),
  ];
  const adjustments = s.adjustments ?? [];
  if (adjustments.length) {
    out.push('\r\n', csvRow(['adjustmentDate', 'query', 'amount', 'reason']));
    for (const a of adjustments) out.push(csvRow([a.date, a.queryNumber, csvPaise(a.amountPaise), a.reason ?? '']));
  }
  if (s.payments.length) {
    out.push('\r\n', csvRow(['paymentDate', 'reference', 'amount', 'voids', 'reason']));
    for (const p of s.payments)
      out.push(csvRow([p.date, p.reference, csvPaise(p.amountPaise), p.voidOf?.date ?? '', p.voidOf?.reason ?? '']));
  }
  if (s.team.length) {
    out.push('\r\n', csvRow(['teamMember', 'name', 'earned', 'reversed', 'adjustments', 'gross', 'lines']));
    for (const t of s.team) {
      out.push(
        csvRow([
          t.coCode,
          t.name,
          csvPaise(t.earnedPaise),
          csvPaise(t.reversedPaise),
          csvPaise(t.adjustmentsPaise),
          csvPaise(t.grossPaise),
          t.lineCount,
        ]),
      );
    }
  }
  return out.join('');
}
