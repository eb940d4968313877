import { csvRupees, type Sale } from '@portal/shared/validation';
import type { Db } from '../../db/client.js';
import { csvRow } from '../../services/csv.js';
import { decodeCursor, listSales, type SalesCursor, type SalesFilter } from './queries.js';

/** Every matching sale, page by page (for the CSV export). */
export async function* allSales(db: Db, rootPath: string, filter: SalesFilter, pageSize = 1000): AsyncGenerator<Sale[]> {
  let cursor: SalesCursor | undefined;
  for (;;) {
    const page = await listSales(db, rootPath, filter, { cursor, limit: pageSize });
    if (page.sales.length) yield page.sales;
    if (!page.nextCursor) return;
    cursor = decodeCursor(page.nextCursor);
  }
}

const CSV_COLUMNS: (keyof Sale)[] = [
  'srNo',
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
  'soldByName',
];

/**
 * The CSV export, a page of rows per chunk; the header comes with the first page, so that nothing is
 * sent before the first query has answered.
 */
export async function* salesCsv(db: Db, rootPath: string, filter: SalesFilter): AsyncGenerator<string> {
  let header = csvRow(CSV_COLUMNS);
  for await (const page of allSales(db, rootPath, filter)) {
    yield (
      header +
      page.map((sale) => csvRow(CSV_COLUMNS.map((c) => (c === 'netPremium' || c === 'payOut' ? csvRupees(sale[c]) : sale[c])))).join('')
    );
    header = '';
  }
  if (header) yield header;
}
