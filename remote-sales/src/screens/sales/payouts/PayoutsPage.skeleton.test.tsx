import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  deferred,
  makeStatement,
  makeTaxSummary,
  payoutsApi as api,
  renderPayouts,
  setUpPayoutsTests,
} from '../../../testing/payoutsTestUtils';
import styles from '../../../features/payouts/components/Payouts.module.css';

setUpPayoutsTests();

const section = (name: RegExp) => screen.getByRole('region', { name });

describe('PayoutsPage — the room held while the statement and the tax summary load', () => {
  it('draws the statement’s totals and first lines, and the tax table, before they arrive; then the real ones in their place', async () => {
    const statement = deferred<unknown>();
    const tax = deferred<unknown>();
    api.getPayoutStatement.mockReturnValue(statement.promise);
    api.getTaxSummary.mockReturnValue(tax.promise);
    renderPayouts();

    const skeleton = await screen.findByTestId('statement-skeleton');
    const statementSection = section(/^Statement/);
    expect(statementSection).toHaveAttribute('aria-busy', 'true');
    // The loading words are still said; the outline is hidden from assistive technology.
    expect(within(skeleton).getByRole('status')).toHaveTextContent('Loading the statement for November 2026…');
    const outline = skeleton.querySelector(':scope > [aria-hidden="true"]')!;
    expect(outline.querySelector(`.${styles.soFar}`)).not.toBeNull();
    expect(outline.querySelectorAll(`dl.${styles.summary} > div`)).toHaveLength(6);
    expect(outline.querySelectorAll('tbody tr')).toHaveLength(5);
    expect(within(statementSection).queryByRole('table')).toBeNull();

    const taxSkeleton = screen.getByTestId('tax-skeleton');
    expect(section(/^Tax summary/)).toHaveAttribute('aria-busy', 'true');
    expect(within(taxSkeleton).getByRole('status')).toHaveTextContent('Loading the tax summary for FY 2026-27…');
    // Four quarters and the total.
    expect(taxSkeleton.querySelectorAll(':scope > [aria-hidden="true"] tbody tr')).toHaveLength(5);

    await act(async () => statement.resolve({ status: 'success', statement: makeStatement() }));
    expect(await screen.findByTestId('net-payable')).toBeInTheDocument();
    expect(screen.queryByTestId('statement-skeleton')).toBeNull();
    expect(statementSection).toHaveAttribute('aria-busy', 'false');
    // The tax summary, still loading, keeps its outline.
    expect(screen.getByTestId('tax-skeleton')).toBeInTheDocument();

    await act(async () => tax.resolve({ status: 'success', summary: makeTaxSummary() }));
    expect(await screen.findByTestId('tax-summary')).toBeInTheDocument();
    expect(screen.queryByTestId('tax-skeleton')).toBeNull();
  });

  it('keeps the statement heading’s room (two lines on a phone) while the statement loads and once it is shown', async () => {
    const statement = deferred<unknown>();
    api.getPayoutStatement.mockReturnValue(statement.promise);
    renderPayouts();
    await screen.findByTestId('statement-skeleton');
    const heading = screen.getByRole('heading', { level: 2, name: /^Statement/ });
    expect(heading).toHaveClass(styles.statementHeading!);
    await act(async () => statement.resolve({ status: 'success', statement: makeStatement() }));
    await screen.findByTestId('net-payable');
    expect(screen.getByRole('heading', { level: 2, name: 'Statement of Asha (CO1)' })).toHaveClass(styles.statementHeading!);
  });

  it('holds the same room while the top member is still being found, before either is asked for', async () => {
    const member = deferred<unknown>();
    api.getL1Member.mockReturnValue(member.promise);
    renderPayouts();
    expect(await screen.findByTestId('statement-skeleton')).toBeInTheDocument();
    expect(screen.getByTestId('tax-skeleton')).toBeInTheDocument();
    expect(section(/^Statement/)).toHaveAttribute('aria-busy', 'true');
    expect(api.getPayoutStatement).not.toHaveBeenCalled();

    await act(async () => member.resolve({ status: 'success', member: { name: 'Asha', coCode: 'CO1' } }));
    expect(await screen.findByTestId('net-payable')).toBeInTheDocument();
    expect(await screen.findByTestId('tax-summary')).toBeInTheDocument();
    expect(screen.queryByTestId('statement-skeleton')).toBeNull();
  });
});
