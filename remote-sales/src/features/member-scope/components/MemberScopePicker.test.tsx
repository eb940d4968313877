import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemberScopePicker } from './MemberScopePicker';
import { MemberScopeStatus } from './MemberScopeStatus';
import { useMemberScope } from '../hooks/useMemberScope';
import { salesApi as api, renderAt, setUpSalesPageTests } from '../../../testing/testUtils';

setUpSalesPageTests();

/** A section of the sales area as the other tabs build one. */
function Section() {
  const scope = useMemberScope();
  return (
    <>
      <MemberScopeStatus scope={scope} />
      <MemberScopePicker scope={scope}>
        <p>
          {scope.status}: {scope.selectedName ?? '-'} ({scope.selectedCode ?? '-'})
        </p>
      </MemberScopePicker>
    </>
  );
}

describe('useMemberScope with MemberScopePicker', () => {
  it('starts at the top member and follows the drill-down, in the URL', async () => {
    const user = userEvent.setup();
    const { search } = renderAt(Section, '/sales/renewals', '/sales/renewals');
    expect(await screen.findByText('ready: Asha (CO1)')).toBeInTheDocument();
    await user.click(await within(screen.getByRole('region', { name: 'Your team' })).findByRole('button', { name: /Bina/ }));
    expect(await screen.findByText('ready: Bina (CO2)')).toBeInTheDocument();
    expect(search().get('path')).toBe('CO2');
    await user.click(await within(screen.getByRole('region', { name: 'Team of Bina' })).findByRole('button', { name: /Esha/ }));
    expect(await screen.findByText('ready: Esha (CO5)')).toBeInTheDocument();
    expect(search().get('member')).toBe('CO5');
  });

  it('restores the member from the URL, checked against the tree', async () => {
    renderAt(Section, '/sales/renewals?path=CO2&member=CO5', '/sales/renewals');
    expect(await screen.findByText('ready: Esha (CO5)')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Selected member path' })).toHaveTextContent('AshaBinaEsha');
  });

  it('holds the picker’s place while the top member loads, saying so once, with the section already laid out', async () => {
    let answer: (value: unknown) => void = () => {};
    api.getL1Member.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderAt(Section, '/sales/renewals?path=CO2&member=CO5', '/sales/renewals');
    await screen.findByTestId('member-scope-skeleton');
    expect(screen.getByRole('status').closest('[aria-busy="true"]')).toBeNull();
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your team...');
    expect(screen.getByText('loading: - (-)')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Selected member path' })).toBeNull();
    answer({ status: 'success', member: { coCode: 'CO1', name: 'Asha' } });
    expect(await screen.findByText('ready: Esha (CO5)')).toBeInTheDocument();
    expect(screen.queryByTestId('member-scope-skeleton')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Selected member path' })).toHaveTextContent('AshaBinaEsha');
  });

  it('reports a failed top member, and Try again recovers', async () => {
    const user = userEvent.setup();
    api.getL1Member.mockRejectedValueOnce(new Error('down'));
    renderAt(Section, '/sales/renewals', '/sales/renewals');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch initial data');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('ready: Asha (CO1)')).toBeInTheDocument());
  });
});
