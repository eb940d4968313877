import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SalesSummaryBar } from './SalesSummaryBar';

const SUMMARY = { count: 120, netPremium: '1234567.5', payOut: '150000' };

/** The box's shape: its classes, the three terms, and the one line under them. */
function shape(box: HTMLElement) {
  return {
    className: box.className,
    terms: within(box)
      .getAllByRole('term')
      .map((term) => term.textContent),
    values: box.querySelectorAll('dd').length,
    lines: box.querySelectorAll(':scope > p').length,
  };
}

describe('SalesSummaryBar', () => {
  it('is the same box with the same items while calculating, once loaded and when the totals failed', () => {
    const { rerender } = render(<SalesSummaryBar summary={null} failed={false} loading shown={0} />);
    const calculating = shape(screen.getByTestId('sales-summary'));
    // The totals with their placeholders are busy; the line saying so is outside them, so it is heard.
    const totals = screen.getByTestId('sales-summary').querySelector('dl')!;
    expect(totals).toHaveAttribute('aria-busy', 'true');
    expect(totals.querySelectorAll('[aria-hidden="true"]')).toHaveLength(3);
    expect(screen.getByText('Calculating totals…').closest('[aria-busy="true"]')).toBeNull();
    expect(screen.getByTestId('sales-summary')).not.toHaveAttribute('aria-busy');

    rerender(<SalesSummaryBar summary={SUMMARY} failed={false} loading={false} shown={50} />);
    const loaded = shape(screen.getByTestId('sales-summary'));
    expect(screen.getByText('Showing 50 of 120')).toBeInTheDocument();

    const onRetry = vi.fn();
    rerender(<SalesSummaryBar summary={null} failed loading={false} shown={50} onRetry={onRetry} />);
    const failed = shape(screen.getByTestId('sales-summary'));
    expect(screen.getByText(/Totals unavailable\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();

    expect(loaded).toEqual({
      className: calculating.className,
      terms: ['Policies', 'Total Net Premium', 'Total Pay Out'],
      values: 3,
      lines: 1,
    });
    expect(calculating).toEqual(loaded);
    expect(failed).toEqual(loaded);
  });

  it('keeps the line under the totals when every policy is shown, and the placeholders away from assistive tech', () => {
    const { rerender } = render(<SalesSummaryBar summary={null} failed={false} loading shown={0} />);
    const box = screen.getByTestId('sales-summary');
    for (const value of box.querySelectorAll('dd')) expect(value.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    rerender(<SalesSummaryBar summary={{ ...SUMMARY, count: 3 }} failed={false} loading={false} shown={3} />);
    expect(box.querySelectorAll(':scope > p')).toHaveLength(1);
    expect(box.querySelector('[aria-busy="true"]')).toBeNull();
    expect(
      within(box)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['3', '₹12,34,567.50', '₹1,50,000']);
  });
});
