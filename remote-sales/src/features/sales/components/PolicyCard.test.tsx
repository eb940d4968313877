import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeSale } from '../../../testing/testUtils';
import { PolicyCard } from './PolicyCard';

function field(card: HTMLElement, label: string) {
  const term = within(card).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('PolicyCard', () => {
  it('shows every field, rupees with lakh grouping and en-IN dates', () => {
    render(
      <PolicyCard
        sale={makeSale(1, {
          productName: 'Family Health Plus',
          policyType: 'health',
          policyNumber: 'HP/2024/001',
          clientName: 'Ram Kumar',
          riskStart: '2024-03-05',
          riskEnd: '2025-03-04',
          netPremium: '1234567.5',
          payOut: '150000',
          insurer: 'Star Health',
          soldBy: 'CO9',
          soldByName: 'Meera',
        })}
        onView={() => {}}
      />,
    );
    const card = screen.getByRole('article', { name: 'Family Health Plus' });
    expect(within(card).getByText('Health')).toBeInTheDocument();
    expect(field(card, 'Policy Number')).toBe('HP/2024/001');
    expect(field(card, 'Client Name')).toBe('Ram Kumar');
    expect(field(card, 'Risk Start Date')).toBe('05 Mar 2024');
    expect(field(card, 'Risk End Date')).toBe('04 Mar 2025');
    expect(field(card, 'Net Premium')).toBe('₹12,34,567.50');
    expect(field(card, 'Pay Out')).toBe('₹1,50,000');
    expect(field(card, 'Insurer')).toBe('Star Health');
    expect(field(card, 'Sold By')).toBe('Meera (CO9)');
    expect(within(card).queryByText('Vehicle No')).not.toBeInTheDocument();
  });

  it('shows Vehicle No only when present, and the code alone when the seller has no name', () => {
    render(<PolicyCard sale={makeSale(2, { vehicleNo: 'MH 12 AB 1234', soldByName: undefined, soldBy: 'CO4' })} onView={() => {}} />);
    const card = screen.getByRole('article');
    expect(field(card, 'Vehicle No')).toBe('MH 12 AB 1234');
    expect(field(card, 'Sold By')).toBe('CO4');
  });

  it('hides an empty vehicle number', () => {
    render(<PolicyCard sale={makeSale(3, { vehicleNo: '  ' })} onView={() => {}} />);
    expect(screen.queryByText('Vehicle No')).not.toBeInTheDocument();
  });

  it("'View Policy' hands the policy to onView, and is disabled while it opens", async () => {
    const onView = vi.fn();
    const sale = makeSale(4);
    const { rerender } = render(<PolicyCard sale={sale} onView={onView} />);
    await userEvent.click(screen.getByRole('button', { name: /View Policy/ }));
    expect(onView).toHaveBeenCalledWith(sale);
    rerender(<PolicyCard sale={sale} onView={onView} opening />);
    expect(screen.getByRole('button', { name: /View Policy/ })).toBeDisabled();
  });
});
