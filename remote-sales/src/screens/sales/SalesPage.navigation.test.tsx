import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import SalesPage from './SalesPage';
import { salesApi as api, installDefaultApi, renderAt, setNarrowScreen, setUpSalesPageTests } from '../../testing/testUtils';

setUpSalesPageTests();

const panel = (name: string) => screen.getByRole('region', { name });
const lastSalesCode = () => api.getSales.mock.calls.at(-1)?.[0];

describe('SalesPage — member panels', { timeout: 20_000 }, () => {
  it('shows the top member card and its direct children, and loads the top member’s policies', async () => {
    renderAt(SalesPage);
    const left = await screen.findByRole('region', { name: 'Your team' });
    expect(within(left).getByRole('button', { name: /Asha.*CO Code: CO1/ })).toHaveAttribute('aria-pressed', 'true');
    expect(await within(left).findByRole('button', { name: /Bina.*CO Code: CO2/ })).toBeInTheDocument();
    expect(within(left).getByRole('button', { name: /Chetan.*CO Code: CO3/ })).toBeInTheDocument();
    await waitFor(() => expect(lastSalesCode()).toBe('CO1'));
    expect(api.getHierarchy).toHaveBeenCalledWith('CO1', expect.anything());
    expect(screen.queryByText('Selected Member')).not.toBeInTheDocument();
  });

  it('goes top → child → grandchild → deeper via the middle panel and breadcrumb, then back; the top card resets', async () => {
    const user = userEvent.setup();
    const { search, router } = renderAt(SalesPage);
    await user.click(await screen.findByRole('button', { name: /Bina/ }));

    // The child with a team opens the middle panel as 'Selected Member'.
    const middle = await screen.findByRole('region', { name: 'Team of Bina' });
    expect(within(middle).getByText('Selected Member')).toBeInTheDocument();
    expect(await within(middle).findByRole('button', { name: /Dev.*CO4/ })).toBeInTheDocument();
    expect(search().get('path')).toBe('CO2');
    await waitFor(() => expect(lastSalesCode()).toBe('CO2'));

    // A grandchild without a team is selected; the middle panel stays.
    await user.click(within(middle).getByRole('button', { name: /Esha/ }));
    expect(search().get('member')).toBe('CO5');
    await waitFor(() => expect(lastSalesCode()).toBe('CO5'));
    expect(within(panel('Team of Bina')).getByRole('button', { name: /Esha/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/Sold by Esha \(CO5\)/)).toBeInTheDocument();

    // A grandchild with a team becomes the new middle panel, pushing the path.
    await user.click(within(panel('Team of Bina')).getByRole('button', { name: /Dev/ }));
    const devPanel = await screen.findByRole('region', { name: 'Team of Dev' });
    expect(search().get('path')).toBe('CO2,CO4');
    expect(search().get('member')).toBeNull();
    await user.click(await within(devPanel).findByRole('button', { name: /Farah/ }));
    const farahPanel = await screen.findByRole('region', { name: 'Team of Farah' });
    await user.click(await within(farahPanel).findByRole('button', { name: /Gopal/ }));
    expect(router.state.location.search).toBe('?path=CO2,CO4,CO6&member=CO7');
    await waitFor(() => expect(lastSalesCode()).toBe('CO7'));

    const crumbs = screen.getByRole('navigation', { name: 'Selected member path' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Asha', 'Bina', 'Dev', 'Farah', 'Gopal']);
    expect(within(crumbs).getByText('Gopal')).toHaveAttribute('aria-current', 'location');

    // Back up the breadcrumb to Dev.
    await user.click(within(crumbs).getByRole('button', { name: 'Dev' }));
    expect(router.state.location.search).toBe('?path=CO2,CO4');
    expect(await screen.findByRole('region', { name: 'Team of Dev' })).toBeInTheDocument();
    await waitFor(() => expect(lastSalesCode()).toBe('CO4'));

    // Browser Back restores the previous selection.
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?path=CO2,CO4,CO6&member=CO7');
    expect(await screen.findByRole('region', { name: 'Team of Farah' })).toBeInTheDocument();
    await waitFor(() => expect(lastSalesCode()).toBe('CO7'));

    // The top card resets everything.
    await user.click(within(panel('Your team')).getByRole('button', { name: /Asha/ }));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByText('Selected Member')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Selected member path' })).not.toBeInTheDocument();
    await waitFor(() => expect(lastSalesCode()).toBe('CO1'));
  });

  it('selects a child without a team directly from the left panel', async () => {
    const user = userEvent.setup();
    const { search } = renderAt(SalesPage);
    await user.click(await screen.findByRole('button', { name: /Chetan/ }));
    expect(search().get('member')).toBe('CO3');
    expect(search().get('path')).toBeNull();
    expect(screen.queryByText('Selected Member')).not.toBeInTheDocument();
    await waitFor(() => expect(lastSalesCode()).toBe('CO3'));
  });

  it('restores a bookmarked deep selection, asking for each level only once its parent lists it', async () => {
    renderAt(SalesPage, '/sales?path=CO2,CO4&member=CO6');
    expect(await screen.findByRole('region', { name: 'Team of Dev' })).toBeInTheDocument();
    await waitFor(() => expect(lastSalesCode()).toBe('CO6'));
    expect(api.getSales).toHaveBeenCalledTimes(1);
    expect(api.getHierarchy.mock.calls.map((call) => call[0])).toEqual(['CO1', 'CO2', 'CO4']);
  });

  it('drops the part of a hand-edited path that is not in the tree', async () => {
    const { router } = renderAt(SalesPage, '/sales?path=CO2,CO99&types=life');
    await waitFor(() => expect(router.state.location.search).toBe('?path=CO2&types=life'));
    await waitFor(() => expect(lastSalesCode()).toBe('CO2'));
    expect(api.getHierarchy).not.toHaveBeenCalledWith('CO99', expect.anything());
    expect(api.getSales).not.toHaveBeenCalledWith('CO99', expect.anything(), expect.anything(), expect.anything());
  });

  it("shows 'Failed to fetch initial data' when the top member cannot be loaded", async () => {
    api.getL1Member.mockRejectedValue(new Error('boom'));
    renderAt(SalesPage);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch initial data');
    expect(api.getSales).not.toHaveBeenCalled();
  });

  it("shows 'Failed to fetch hierarchy' when a member list cannot be loaded, and retries", async () => {
    const user = userEvent.setup();
    api.getHierarchy.mockRejectedValueOnce(new Error('down'));
    renderAt(SalesPage);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch hierarchy');
    // The top member's own policies still load.
    await waitFor(() => expect(lastSalesCode()).toBe('CO1'));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Bina/ })).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch hierarchy')).not.toBeInTheDocument();
  });

  it('does not ask again for a member list that failed until Try again (no request loop while the API is down)', async () => {
    const user = userEvent.setup();
    api.getHierarchy.mockRejectedValue(new Error('Could not reach the server. Please check your connection and try again.'));
    renderAt(SalesPage);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch hierarchy');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(api.getHierarchy).toHaveBeenCalledTimes(1);
    installDefaultApi();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Bina/ })).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch hierarchy')).not.toBeInTheDocument();
    // Only the failed list was asked for again; the top member was kept.
    expect(api.getL1Member).toHaveBeenCalledTimes(1);
    expect(api.getHierarchy).toHaveBeenCalledTimes(2);
  });

  it("one 'Try again' recovers both a member's team and their policies when both failed", async () => {
    const user = userEvent.setup();
    renderAt(SalesPage);
    const left = await screen.findByRole('region', { name: 'Your team' });
    await waitFor(() => expect(lastSalesCode()).toBe('CO1'));
    api.getHierarchy.mockRejectedValue(new Error('Could not reach the server. Please check your connection and try again.'));
    api.getSales.mockRejectedValue(new Error('Could not reach the server. Please check your connection and try again.'));
    await user.click(within(left).getByRole('button', { name: /Bina/ }));
    await screen.findByText('Failed to fetch hierarchy');
    await screen.findByText('Failed to fetch sales data');
    installDefaultApi();
    const alert = screen.getByText('Failed to fetch hierarchy').closest('[role="alert"]') as HTMLElement;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Team of Bina' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(lastSalesCode()).toBe('CO2');
    expect(api.getL1Member).toHaveBeenCalledTimes(1);
  });

  it('on a small screen puts the teams behind a folded member picker above the policies, naming the member shown', async () => {
    setNarrowScreen(true);
    const user = userEvent.setup();
    renderAt(SalesPage);
    const picker = await screen.findByRole('button', { name: /Member\s*Asha \(CO1\)/ });
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Your team' })).not.toBeInTheDocument();
    expect(await screen.findByLabelText('Sales summary')).toBeVisible();
    expect(picker.compareDocumentPosition(screen.getByLabelText('Sales summary')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(picker);
    expect(picker).toHaveAttribute('aria-expanded', 'true');
    const left = await screen.findByRole('region', { name: 'Your team' });
    await user.click(await within(left).findByRole('button', { name: /Bina/ }));
    expect(await screen.findByRole('button', { name: /Member\s*Bina \(CO2\)/ })).toBe(picker);
    await user.click(picker);
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Team of Bina' })).not.toBeInTheDocument();
  });

  it('on a small screen folds the top team list once a middle panel is open', async () => {
    setNarrowScreen(true);
    const user = userEvent.setup();
    renderAt(SalesPage);
    await user.click(await screen.findByRole('button', { name: /Member\s*Asha \(CO1\)/ }));
    const left = await screen.findByRole('region', { name: 'Your team' });
    const toggle = await within(left).findByRole('button', { name: /Team members \(2\)/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(left).getByRole('button', { name: /Bina/ }));
    expect(await screen.findByRole('region', { name: 'Team of Bina' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(left).queryByRole('button', { name: /Chetan/ })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(within(left).getByRole('button', { name: /Chetan/ })).toBeVisible();
  });
});
