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
/** The elements marked busy in a part of the page, itself included. */
const busyIn = (part: HTMLElement) => [part, ...part.querySelectorAll('*')].filter((node) => node.getAttribute('aria-busy') === 'true');

describe('PayoutsPage — the room held while the statement and the tax summary load', () => {
  it('draws the statement’s totals and first lines, and the tax table, before they arrive; then the real ones in their place', async () => {
    const statement = deferred<unknown>();
    const tax = deferred<unknown>();
    api.getPayoutStatement.mockReturnValue(statement.promise);
    api.getTaxSummary.mockReturnValue(tax.promise);
    renderPayouts();

    const skeleton = await screen.findByTestId('statement-skeleton');
    const statementSection = section(/^Statement/);
    // The loading words are still said, from outside anything busy; the outline is hidden from assistive
    // technology and is the one busy part.
    const statementStatus = within(skeleton).getByRole('status');
    expect(statementStatus).toHaveTextContent('Loading the statement for November 2026…');
    expect(statementStatus.closest('[aria-busy="true"]')).toBeNull();
    const outline = skeleton.querySelector(':scope > [aria-hidden="true"]')!;
    expect(busyIn(statementSection)).toEqual([outline]);
    expect(outline.querySelector(`.${styles.soFar}`)).not.toBeNull();
    expect(outline.querySelectorAll(`dl.${styles.summary} > div`)).toHaveLength(6);
    expect(outline.querySelectorAll('tbody tr')).toHaveLength(5);
    expect(within(statementSection).queryByRole('table')).toBeNull();

    const taxSkeleton = screen.getByTestId('tax-skeleton');
    const taxStatus = within(taxSkeleton).getByRole('status');
    expect(taxStatus).toHaveTextContent('Loading the tax summary for FY 2026-27…');
    expect(taxStatus.closest('[aria-busy="true"]')).toBeNull();
    expect(busyIn(section(/^Tax summary/))).toEqual([taxSkeleton.querySelector(':scope > [aria-hidden="true"]')]);
    // Four quarters and the total.
    expect(taxSkeleton.querySelectorAll(':scope > [aria-hidden="true"] tbody tr')).toHaveLength(5);

    await act(async () => statement.resolve({ status: 'success', statement: makeStatement() }));
    expect(await screen.findByTestId('net-payable')).toBeInTheDocument();
    expect(screen.queryByTestId('statement-skeleton')).toBeNull();
    expect(busyIn(statementSection)).toEqual([]);
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
    expect(busyIn(section(/^Statement/))).toEqual([
      screen.getByTestId('statement-skeleton').querySelector(':scope > [aria-hidden="true"]'),
    ]);
    expect(api.getPayoutStatement).not.toHaveBeenCalled();

    await act(async () => member.resolve({ status: 'success', member: { name: 'Asha', coCode: 'CO1' } }));
    expect(await screen.findByTestId('net-payable')).toBeInTheDocument();
    expect(await screen.findByTestId('tax-summary')).toBeInTheDocument();
    expect(screen.queryByTestId('statement-skeleton')).toBeNull();
  });
});
