import { formatRupees, type Sale } from '@portal/shared/validation';
import { A4, ShapedPdf } from '../../services/shapedPdf.js';

const typeLabels: Record<string, string> = { life: 'Life', nonmotor: 'Non-motor', health: 'Health', motor: 'Motor', loan: 'Loan' };

const BLUE = '0.2 0.3 0.6 rg';
const GREY = '0.3 0.3 0.3 rg';
const LIGHT_GREY = '0.4 0.4 0.4 rg';

/** A policy's schedule as a one-page PDF; names and products in any of the portal's scripts are shaped (Devanagari too). */
export async function policySchedulePdf(sale: Sale): Promise<Uint8Array> {
  const pdf = await ShapedPdf.create(`Policy schedule ${sale.policyNumber}`);
  pdf.addPage(A4);
  let y = 780;
  pdf.text('Agent Portal', 50, y, { size: 12, bold: true, color: BLUE });
  y -= 30;
  pdf.text('Policy Schedule', 50, y, { size: 22, bold: true });
  y -= 26;
  for (const line of pdf.wrap(sale.productName, 495, { size: 13 })) {
    pdf.text(line, 50, y, { size: 13, color: GREY });
    y -= 17;
  }
  y -= 13;
  const rowsToDraw: [string, string][] = [
    ['Policy Number', sale.policyNumber],
    ['Policy Type', typeLabels[sale.policyType] ?? sale.policyType],
    ['Insurer', sale.insurer],
    ['Client Name', sale.clientName],
    ['Risk Start Date', sale.riskStart],
    ['Risk End Date', sale.riskEnd],
    ['Net Premium', formatRupees(sale.netPremium)],
    ['Pay Out', formatRupees(sale.payOut)],
    ...(sale.vehicleNo ? ([['Vehicle No', sale.vehicleNo]] as [string, string][]) : []),
    ['Sold By', `${sale.soldByName ?? ''} (${sale.soldBy})`],
    ['Serial No', sale.srNo],
  ];
  for (const [label, value] of rowsToDraw) {
    pdf.text(label, 50, y, { size: 11, bold: true });
    const lines = pdf.wrap(value, 345, { size: 11 });
    lines.forEach((line, i) => pdf.text(line, 200, y - i * 14, { size: 11 }));
    y -= 22 + 14 * (lines.length - 1);
  }
  pdf.text('This schedule is generated from the policy record held by Agent Portal.', 50, 60, { size: 8, color: LIGHT_GREY });
  return pdf.save();
}
