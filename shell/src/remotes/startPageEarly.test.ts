import { AUTH_TOKEN_STORAGE_KEY, useAuthStore, type PortalConfig } from '@portal/shared';
import { memberPageAt, type Page } from '@portal/shared/topology';
import { originsToOpen, startPageEarly } from './startPageEarly';

const loadCode = vi.fn<(page: Page) => Promise<void>>();
const { startReads, whenReadsSettle } = vi.hoisted(() => ({ startReads: vi.fn(), whenReadsSettle: vi.fn() }));
vi.mock('@portal/shared/data', () => ({ startReads, whenReadsSettle }));
vi.mock('@portal/shared/ui', () => ({}));

const config: PortalConfig = {
  apiBaseUrl: 'http://127.0.0.1:4000',
  firebase: { apiKey: 'demo-api-key', authDomain: 'demo.firebaseapp.com', projectId: 'demo-portal', appId: 'demo-app' },
  authEmulatorUrl: 'http://127.0.0.1:9099',
  contact: { email: 'support@agentportal.in', phone: '+91 80 4000 0000' },
  remotes: [
    { name: 'remote_landing', entry: 'http://127.0.0.1:3001/mf-manifest.json' },
    { name: 'remote_sales', entry: 'http://127.0.0.1:3003/mf-manifest.json' },
  ],
};
const here = 'http://127.0.0.1:3000/sales';
const preconnected = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')].map((link) => link.href);

describe('originsToOpen', () => {
  it('opens the page’s remote, the API and the identity service, not this page’s own origin nor other remotes', () => {
    expect(originsToOpen(memberPageAt('/sales')!, config, here)).toEqual([
      'http://127.0.0.1:3003',
      'http://127.0.0.1:4000',
      'http://127.0.0.1:9099',
    ]);
  });

  it('behind one gateway (relative addresses) only Firebase’s identity service is another origin', () => {
    const gateway = {
      ...config,
      apiBaseUrl: '/api',
      authEmulatorUrl: undefined,
      remotes: [{ name: 'remote_sales', entry: '/remotes/sales/mf-manifest.json' }],
    } as PortalConfig;
    expect(originsToOpen(memberPageAt('/sales')!, gateway, here)).toEqual(['https://identitytoolkit.googleapis.com']);
  });
});

describe('startPageEarly', () => {
  beforeEach(() => {
    localStorage.clear();
    document.head.innerHTML = '';
    loadCode.mockReset().mockResolvedValue(undefined);
    startReads.mockReset().mockResolvedValue(undefined);
    whenReadsSettle.mockReset().mockResolvedValue(undefined);
  });

  it('with a stored session on a members’ page: its code and first reads start, and its origins are opened, anonymously', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'stored-token');
    startPageEarly(config, loadCode, { pathname: '/sales', href: here });
    await vi.waitFor(() => expect(startReads).toHaveBeenCalledWith(['l1member']));
    expect(loadCode).toHaveBeenCalledWith(expect.objectContaining({ route: '/sales', remote: 'remote_sales' }));
    expect(preconnected()).toEqual(['http://127.0.0.1:3003/', 'http://127.0.0.1:4000/', 'http://127.0.0.1:9099/']);
    expect(document.head.querySelector('link')?.crossOrigin).toBe('anonymous');
  });

  it('shows the member the stored session names at once, unconfirmed, while Firebase restores it', () => {
    const claims = btoa(JSON.stringify({ user_id: 'u1', email: 'demo@agentportal.in', name: 'Rajesh Sharma' })).replace(/=+$/, '');
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, `e30.${claims}.sig`);
    useAuthStore.setState({ loading: true, user: null });
    startPageEarly(config, loadCode, { pathname: '/sales/renewals', href: here });
    expect(useAuthStore.getState()).toMatchObject({ loading: false, unconfirmed: true, user: { uid: 'u1', displayName: 'Rajesh Sharma' } });
    useAuthStore.setState({ loading: true, user: null, unconfirmed: false });
  });

  it('says when the page has started: its code loaded, then its first reads answered and none following', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'stored-token');
    let codeLoaded!: () => void;
    loadCode.mockReturnValue(new Promise((resolve) => (codeLoaded = resolve)));
    let settle!: () => void;
    whenReadsSettle.mockReturnValue(new Promise<void>((resolve) => (settle = resolve)));
    let started = false;
    void startPageEarly(config, loadCode, { pathname: '/sales', href: here })?.then(() => (started = true));
    await vi.waitFor(() => expect(startReads).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(whenReadsSettle).not.toHaveBeenCalled();
    codeLoaded();
    await vi.waitFor(() => expect(whenReadsSettle).toHaveBeenCalled());
    expect(started).toBe(false);
    settle();
    await vi.waitFor(() => expect(started).toBe(true));
  });

  it('an operator’s stored session starts the page’s code but none of the members’ reads', async () => {
    const claims = btoa(JSON.stringify({ user_id: 'ops', role: 'operator' })).replace(/=+$/, '');
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, `e30.${claims}.sig`);
    useAuthStore.setState({ loading: true, user: null });
    await startPageEarly(config, loadCode, { pathname: '/profile', href: here });
    expect(loadCode).toHaveBeenCalled();
    expect(startReads).toHaveBeenCalledWith([]);
    useAuthStore.setState({ loading: true, user: null, unconfirmed: false });
  });

  it('a visitor (no stored session) or a public page loads nothing ahead', async () => {
    expect(startPageEarly(config, loadCode, { pathname: '/sales', href: here })).toBeNull();
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'stored-token');
    expect(startPageEarly(config, loadCode, { pathname: '/', href: 'http://127.0.0.1:3000/' })).toBeNull();
    await Promise.resolve();
    expect(loadCode).not.toHaveBeenCalled();
    expect(startReads).not.toHaveBeenCalled();
    expect(preconnected()).toEqual([]);
  });
});
