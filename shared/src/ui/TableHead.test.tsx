import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TableHead } from './TableHead';
import { tableCell } from './Table';
import { VisuallyHidden } from './VisuallyHidden';

function renderHead(numberClassName?: string) {
  render(
    <table>
      <TableHead
        numberClassName={numberClassName}
        columns={[{ label: 'Quarter' }, { label: 'Gross', numeric: true }, { label: <VisuallyHidden>Action</VisuallyHidden> }]}
      />
      <tbody>
        <tr>
          <td>Q1</td>
          <td>₹10</td>
          <td />
        </tr>
      </tbody>
    </table>,
  );
  return screen.getAllByRole('columnheader');
}

describe('TableHead', () => {
  it('names each column in order, as column headers', () => {
    const headers = renderHead();
    expect(headers.map((header) => header.textContent)).toEqual(['Quarter', 'Gross', 'Action']);
    for (const header of headers) expect(header).toHaveAttribute('scope', 'col');
    expect(within(screen.getByRole('table')).getAllByRole('rowgroup')[0]?.tagName).toBe('THEAD');
  });

  it('gives a numeric column the kit’s class of figures, and the others none', () => {
    const [first, gross] = renderHead();
    expect(first).not.toHaveAttribute('class');
    expect(gross).toHaveClass(tableCell.number);
  });

  it('takes the table’s own class for figures', () => {
    const [, gross] = renderHead('amount');
    expect(gross).toHaveAttribute('class', 'amount');
  });
});
