import { saveBlob } from '../../sales-area';

/**
 * Saves `csv` as a file, made in the browser. The byte-order mark lets spreadsheet programs read it as
 * UTF-8 (the ₹ of the headers).
 */
export function downloadCsv(fileName: string, csv: string): void {
  saveBlob(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), fileName, 'text/csv;charset=utf-8');
}
