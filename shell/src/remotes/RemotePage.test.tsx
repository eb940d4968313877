import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { registerCatalogues, useTranslation, type Catalogue } from '@portal/shared';
import { deferred, switchLanguageForTest } from '@portal/shared/testing';
import { RemotePage } from './RemotePage';

const registry = vi.hoisted(() => ({
  loadRemotePage: vi.fn(),
  resetRemote: vi.fn(),
}));
vi.mock('./remoteRegistry', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./remoteRegistry')>()),
  loadRemotePage: registry.loadRemotePage,
  resetRemote: registry.resetRemote,
}));

/** The page as the router shows it: the fallback's tabs are links. */
const renderAt = (path: string, page: ReactElement) => render(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);

const Explorer = () => <h1>Sales explorer</h1>;

describe('RemotePage', () => {
  beforeEach(() => {
    registry.loadRemotePage.mockReset();
    registry.resetRemote.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows Loading... then the remote page', async () => {
    registry.loadRemotePage.mockResolvedValue({ default: () => <h1>Sales explorer</h1> });
    renderAt('/', <RemotePage id="remote_sales/SalesPage" label="the sales page" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { name: 'Sales explorer' })).toBeInTheDocument();
    expect(registry.loadRemotePage).toHaveBeenCalledWith('remote_sales/SalesPage');
  });

  it('a remote that fails shows what failed and Try again reloads only that remote', async () => {
    registry.loadRemotePage.mockRejectedValueOnce(new Error('RUNTIME-008 failed to fetch remoteEntry'));
    renderAt('/', <RemotePage id="remote_sales/SalesPage" label="the sales page" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the sales page");
    expect(alert).toHaveTextContent('This part of the portal (Sales) is unavailable right now.');
    expect(alert).not.toHaveTextContent('remote_sales');

    registry.loadRemotePage.mockResolvedValueOnce({ default: () => <h1>Sales explorer</h1> });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(registry.resetRemote).toHaveBeenCalledWith('remote_sales');
    expect(await screen.findByRole('heading', { name: 'Sales explorer' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Try again while the remote is still down shows the fallback again', async () => {
    registry.loadRemotePage.mockRejectedValue(new Error('down'));
    renderAt('/', <RemotePage id="remote_landing/LandingPage" label="the home page" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the home page");
    expect(registry.loadRemotePage).toHaveBeenCalledTimes(2);
  });

  it('a remote page that throws while rendering is contained by the fallback', async () => {
    registry.loadRemotePage.mockResolvedValue({
      default: () => {
        throw new Error('render bug');
      },
    });
    renderAt('/', <RemotePage id="remote_onboarding/LoginPage" label="the login page" />);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the login page");
  });

  it('in Hindi, a remote page is shown once its catalogue has loaded: never in English first', async () => {
    await switchLanguageForTest('hi');
    const hindi = deferred<{ default: Catalogue }>();
    function Explorer() {
      const { t } = useTranslation('remoteUnderTest');
      return <h1>{t('title')}</h1>;
    }
    // A remote's module registers its namespace as it loads; its Hindi catalogue then loads on demand.
    registry.loadRemotePage.mockImplementation(async () => {
      registerCatalogues('remoteUnderTest', { title: 'Sales explorer' }, { hi: () => hindi.promise });
      return { default: Explorer };
    });
    renderAt('/', <RemotePage id="remote_sales/SalesPage" label="सेल्स पेज" />);
    expect(screen.getByRole('status')).toHaveTextContent('लोड हो रहा है...');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(registry.loadRemotePage).toHaveBeenCalled();
    expect(screen.queryByRole('heading')).toBeNull();

    hindi.resolve({ default: { title: 'सेल्स एक्सप्लोरर' } });
    expect(await screen.findByRole('heading', { name: 'सेल्स एक्सप्लोरर' })).toBeInTheDocument();
    expect(screen.queryByText('Sales explorer')).toBeNull();
  });

  it('in Hindi, a remote that fails says so in Hindi', async () => {
    await switchLanguageForTest('hi');
    registry.loadRemotePage.mockRejectedValue(new Error('down'));
    renderAt('/', <RemotePage id="remote_sales/SalesPage" label="सेल्स पेज" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('सेल्स पेज लोड नहीं हो सका');
    expect(alert).toHaveTextContent('पोर्टल का यह हिस्सा (सेल्स) अभी उपलब्ध नहीं है।');
    expect(alert).not.toHaveTextContent('remote_sales');
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'सेल्स के सेक्शन' });
    expect(within(tabs).getByRole('link', { name: 'रिन्यूअल' })).toHaveAttribute('href', '/sales/renewals');
  });
});

describe('RemotePage of a tab whose remote cannot load', () => {
  beforeEach(() => {
    registry.loadRemotePage.mockReset();
    registry.resetRemote.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it("keeps the section's tabs above the message, the page's own marked current", async () => {
    registry.loadRemotePage.mockRejectedValue(new Error('RUNTIME-008 failed to fetch remoteEntry'));
    renderAt('/sales/renewals', <RemotePage id="remote_sales/RenewalsPage" label="the renewals page" />);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the renewals page");
    const tabs = await screen.findByRole('navigation', { name: 'Sales sections' });
    const links = within(tabs).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Policies', '/sales'],
      ['Renewals', '/sales/renewals'],
      ['Payouts', '/sales/payouts'],
      ['Queries', '/sales/queries'],
      ['Insights', '/sales/insights'],
    ]);
    expect(within(tabs).getByRole('link', { name: 'Renewals' })).toHaveAttribute('aria-current', 'page');
    // Above the message, where the page draws them.
    expect(tabs.compareDocumentPosition(screen.getByRole('alert')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("the tabs keep the selected member, as the remote's own tabs do, and drop what is one tab's own", async () => {
    registry.loadRemotePage.mockRejectedValue(new Error('down'));
    renderAt('/sales/renewals?path=CO2,CO4&member=CO6&within=7', <RemotePage id="remote_sales/RenewalsPage" label="the renewals page" />);
    const tabs = await screen.findByRole('navigation', { name: 'Sales sections' });
    expect(within(tabs).getByRole('link', { name: 'Payouts' })).toHaveAttribute('href', '/sales/payouts?path=CO2,CO4&member=CO6');
    expect(within(tabs).getByRole('link', { name: 'Renewals' })).toHaveAttribute('aria-current', 'page');
  });

  it('a page that is no tab gets no tab bar', async () => {
    registry.loadRemotePage.mockRejectedValue(new Error('down'));
    renderAt('/profile', <RemotePage id="remote_sales/ProfilePage" label="your profile" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('(Sales)');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('the network coming back (online) loads the page again, without a click', async () => {
    registry.loadRemotePage.mockRejectedValueOnce(new Error('Failed to fetch'));
    renderAt('/sales/renewals', <RemotePage id="remote_sales/RenewalsPage" label="the renewals page" />);
    await screen.findByRole('alert');

    // The remote loads in the background: the fallback and its tabs stay until it has loaded.
    let loaded!: (page: { default: typeof Explorer }) => void;
    registry.loadRemotePage.mockReturnValueOnce(new Promise((resolve) => (loaded = resolve)));
    act(() => void window.dispatchEvent(new Event('online')));
    expect(registry.loadRemotePage).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Sales sections' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).toBeNull();

    registry.loadRemotePage.mockResolvedValue({ default: Explorer });
    await act(async () => loaded({ default: Explorer }));
    expect(await screen.findByRole('heading', { name: 'Sales explorer' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    // As "Try again" does: what the federation runtime kept of the failed load is forgotten first.
    expect(registry.resetRemote).toHaveBeenCalledWith('remote_sales');
  });

  it('a background try that fails again leaves the fallback as it was, and the next one loads the page', async () => {
    registry.loadRemotePage.mockRejectedValueOnce(new Error('Failed to fetch'));
    renderAt('/sales/renewals', <RemotePage id="remote_sales/RenewalsPage" label="the renewals page" />);
    const alert = await screen.findByRole('alert');

    registry.loadRemotePage.mockRejectedValueOnce(new Error('Failed to fetch'));
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(screen.getByRole('alert')).toBe(alert);

    registry.loadRemotePage.mockResolvedValue({ default: Explorer });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(await screen.findByRole('heading', { name: 'Sales explorer' })).toBeInTheDocument();
  });

  it('coming back to the tab while online loads it again too', async () => {
    registry.loadRemotePage.mockRejectedValueOnce(new Error('Failed to fetch'));
    renderAt('/sales', <RemotePage id="remote_sales/SalesPage" label="the sales page" />);
    await screen.findByRole('alert');

    registry.loadRemotePage.mockResolvedValue({ default: Explorer });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(await screen.findByRole('heading', { name: 'Sales explorer' })).toBeInTheDocument();
  });

  it('a page that broke while rendering is not retried by itself', async () => {
    registry.loadRemotePage.mockResolvedValue({
      default: () => {
        throw new Error('render bug');
      },
    });
    renderAt('/sales', <RemotePage id="remote_sales/SalesPage" label="the sales page" />);
    await screen.findByRole('alert');
    act(() => void window.dispatchEvent(new Event('online')));
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(registry.loadRemotePage).toHaveBeenCalledTimes(1);
    expect(registry.resetRemote).not.toHaveBeenCalled();
  });

  describe('offline', () => {
    beforeEach(() => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('says so plainly, keeps the tabs, and loads the page once the connection is back', async () => {
      registry.loadRemotePage.mockRejectedValueOnce(new Error('Failed to fetch'));
      renderAt('/sales/renewals', <RemotePage id="remote_sales/RenewalsPage" label="the renewals page" />);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent("You're offline. This page will load when the connection is back.");
      expect(alert).not.toHaveTextContent('unavailable');
      expect(screen.getByRole('navigation', { name: 'Sales sections' })).toBeInTheDocument();

      // Coming back to the tab while still offline does not try in vain.
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
      expect(registry.loadRemotePage).toHaveBeenCalledTimes(1);

      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
      registry.loadRemotePage.mockResolvedValue({ default: Explorer });
      act(() => void window.dispatchEvent(new Event('online')));
      expect(await screen.findByRole('heading', { name: 'Sales explorer' })).toBeInTheDocument();
    });

    it('in Hindi too', async () => {
      await switchLanguageForTest('hi');
      registry.loadRemotePage.mockRejectedValue(new Error('Failed to fetch'));
      renderAt('/sales/renewals', <RemotePage id="remote_sales/RenewalsPage" label="रिन्यूअल पेज" />);
      expect(await screen.findByRole('alert')).toHaveTextContent('आप ऑफ़लाइन हैं। कनेक्शन वापस आने पर यह पेज लोड हो जाएगा।');
    });

    it('a page that broke while rendering says what it says online', async () => {
      registry.loadRemotePage.mockResolvedValue({
        default: () => {
          throw new Error('render bug');
        },
      });
      renderAt('/sales', <RemotePage id="remote_sales/SalesPage" label="the sales page" />);
      expect(await screen.findByRole('alert')).toHaveTextContent('This part of the portal (Sales) is unavailable right now.');
    });
  });
});
