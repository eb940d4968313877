import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import RenewalsPage from './RenewalsPage';
import pageStyles from './RenewalsPage.module.css';
import chipStyles from '../../../features/renewals/components/ViewChips.module.css';
import { makeRenewal, renewalsAnswer } from '../../../testing/renewalsTestData';
import { deferred, salesApi as api, renderAt, setUpSalesPageTests } from '../../../testing/testUtils';

setUpSalesPageTests();

const ROUTE = '/sales/renewals';
const list = () => screen.getByRole('region', { name: 'Policies' });
const chipCounts = () =>
  within(screen.getByRole('group', { name: 'Due within' }))
    .getAllByRole('button')
    .map((chip) => chip.querySelector(`.${chipStyles.count}`)?.textContent);

let answer: ReturnType<typeof deferred<unknown>>;
beforeEach(() => {
  answer = deferred<unknown>();
  api.getRenewals.mockReturnValue(answer.promise);
});

describe('RenewalsPage — the room held while the renewals load', () => {
  it('draws row outlines under the loading status line, then the rows in their place', async () => {
    renderAt(RenewalsPage, ROUTE, ROUTE);
    const skeletons = await screen.findAllByTestId('renewal-row-skeleton');
    expect(skeletons).toHaveLength(3);
    // Hidden from assistive technology and the one busy part; the loading words said from outside it.
    const outlines = skeletons[0]!.closest('ul')!;
    expect(outlines).toHaveAttribute('aria-hidden', 'true');
    expect(list().querySelectorAll('[aria-busy="true"]')).toHaveLength(1);
    expect(list().querySelector('[aria-busy="true"]')).toBe(outlines);
    expect(list()).not.toHaveAttribute('aria-busy');
    const status = within(list()).getByRole('status');
    expect(status).toHaveTextContent('Loading renewals…');
    expect(status.closest('[aria-busy="true"]')).toBeNull();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    // Each outline has the row's six details and its actions.
    expect(skeletons[0]!.querySelectorAll(':scope > div:nth-child(2) > div')).toHaveLength(6);
    expect(skeletons[0]).toHaveTextContent(/Mark renewed\s*Not renewing\s*Share reminder\s*Copy text/);

    await act(async () => answer.resolve(renewalsAnswer([makeRenewal(0), makeRenewal(3)])));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.queryAllByTestId('renewal-row-skeleton')).toHaveLength(0);
    expect(list().querySelector('[aria-busy="true"]')).toBeNull();
    // The same status line, now with the count.
    expect(status).toBeInTheDocument();
    expect(status).toHaveTextContent(/due in the next 30 days/);
  });

  it('keeps each chip’s count in a box of fixed width, from "…" to the numbers, and the scope line in its room', async () => {
    renderAt(RenewalsPage, ROUTE, ROUTE);
    await screen.findAllByTestId('renewal-row-skeleton');
    expect(chipCounts()).toEqual(['…', '…', '…', '…', '…']);
    expect(screen.getByText(/and their team|Loading member…/)).toHaveClass(pageStyles.scope!);

    await act(async () => answer.resolve(renewalsAnswer([makeRenewal(0)])));
    await screen.findAllByRole('article');
    expect(chipCounts()).toEqual(['2', '3', '4', '6', '1']);
    expect(screen.getByText('Asha and their team')).toHaveClass(pageStyles.scope!);
  });
});
