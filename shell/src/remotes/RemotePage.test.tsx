import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

describe('RemotePage', () => {
  beforeEach(() => {
    registry.loadRemotePage.mockReset();
    registry.resetRemote.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows Loading... then the remote page', async () => {
    registry.loadRemotePage.mockResolvedValue({ default: () => <h1>Sales explorer</h1> });
    render(<RemotePage id="remote_sales/SalesPage" label="the sales page" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { name: 'Sales explorer' })).toBeInTheDocument();
    expect(registry.loadRemotePage).toHaveBeenCalledWith('remote_sales/SalesPage');
  });

  it('a remote that fails shows what failed and Try again reloads only that remote', async () => {
    registry.loadRemotePage.mockRejectedValueOnce(new Error('RUNTIME-008 failed to fetch remoteEntry'));
    render(<RemotePage id="remote_sales/SalesPage" label="the sales page" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the sales page");
    expect(alert).toHaveTextContent('remote_sales');

    registry.loadRemotePage.mockResolvedValueOnce({ default: () => <h1>Sales explorer</h1> });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(registry.resetRemote).toHaveBeenCalledWith('remote_sales');
    expect(await screen.findByRole('heading', { name: 'Sales explorer' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Try again while the remote is still down shows the fallback again', async () => {
    registry.loadRemotePage.mockRejectedValue(new Error('down'));
    render(<RemotePage id="remote_landing/LandingPage" label="the home page" />);
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
    render(<RemotePage id="remote_onboarding/LoginPage" label="the login page" />);
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
    render(<RemotePage id="remote_sales/SalesPage" label="सेल्स पेज" />);
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
    render(<RemotePage id="remote_sales/SalesPage" label="सेल्स पेज" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('सेल्स पेज लोड नहीं हो सका');
    expect(alert).toHaveTextContent('पोर्टल का यह हिस्सा (remote_sales) अभी उपलब्ध नहीं है।');
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
  });
});
