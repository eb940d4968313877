import { rgb } from 'pdf-lib';
import { formatRupees, type Sale } from '@portal/shared/validation';
import { portalPdf } from '../../services/pdf.js';

const typeLabels: Record<string, string> = { life: 'Life', nonmotor: 'Non-motor', health: 'Health', motor: 'Motor', loan: 'Loan' };

export async function policySchedulePdf(sale: Sale): Promise<Uint8Array> {
  const { doc, regular, bold } = await portalPdf(`Policy schedule ${sale.policyNumber}`);
  const page = doc.addPage([595.28, 841.89]);
  let y = 780;
  page.drawText('Agent Portal', { x: 50, y, size: 12, font: bold, color: rgb(0.2, 0.3, 0.6) });
  y -= 30;
  page.drawText('Policy Schedule', { x: 50, y, size: 22, font: bold });
  y -= 16;
  page.drawText(sale.productName, { x: 50, y: (y -= 10), size: 13, font: regular, color: rgb(0.3, 0.3, 0.3) });
  y -= 30;
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
    page.drawText(label, { x: 50, y, size: 11, font: bold });
    page.drawText(value, { x: 200, y, size: 11, font: regular });
    y -= 22;
  }
  page.drawText('This schedule is generated from the policy record held by Agent Portal.', {
    x: 50,
    y: 60,
    size: 8,
    font: regular,
    color: rgb(0.4, 0.4, 0.4),
  });
  return doc.save();
}
