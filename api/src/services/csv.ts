/** RFC 4180 CSV: quoted fields, doubled quotes, CRLF or LF. Returns rows with their 1-based line numbers. */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const result: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const input = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i++) {
    const c = input[i]!;
    if (quoted) {
      if (c === '"') {
        if (input[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i++;
      cells.push(cell);
      if (cells.some((v) => v !== '')) result.push({ line: rowLine, cells });
      cells = [];
      cell = '';
      line++;
      rowLine = line;
    } else cell += c;
  }
  cells.push(cell);
  if (cells.some((v) => v !== '')) result.push({ line: rowLine, cells });
  return result;
}

/**
 * One CSV row (CRLF-terminated): a cell with a comma, quote or line break is quoted, its quotes doubled;
 * text a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, …) is prefixed with `'`, plain numbers not.
 */
export function csvRow(cells: readonly (string | number | null | undefined)[]): string {
  const cell = (value: string | number | null | undefined) => {
    let text = value === null || value === undefined ? '' : String(value);
    if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `${cells.map(cell).join(',')}\r\n`;
}
