import { AUTH_TOKEN_STORAGE_KEY, setAuthUser, setUnconfirmedUser, setSessionUnavailable, useAuthStore } from '@portal/shared';
import { forgetEndedSessions } from './memberData';

const clearMemberData = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('@portal/shared/data', () => ({ clearMemberData }));

const asha = { uid: 'u1', email: 'asha@example.in', displayName: 'Asha' };

/** A page starting: auth not known yet, with or without a session stored on the device. */
function pageStarts(storedToken: string | null) {
  useAuthStore.setState({ loading: true, user: null, profileName: null, certification: null, unconfirmed: false });
  if (storedToken) localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, storedToken);
  else localStorage.removeItem(AUTH_TOKEN_STORAGE_KEY);
  return forgetEndedSessions();
}

/** Lets the data layer's dynamic import settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the member's data is deleted when their session ends", () => {
  let stop: () => void = () => {};
  beforeEach(() => clearMemberData.mockClear());
  afterEach(() => {
    stop();
    localStorage.clear();
  });

  it('when a session stored on the device is refused at start-up (account disabled, token revoked)', async () => {
    stop = pageStarts('token');
    setAuthUser(null, null);
    await vi.waitFor(() => expect(clearMemberData).toHaveBeenCalledOnce());
    useAuthStore.setState({ profileName: null });
    await settled();
    expect(clearMemberData).toHaveBeenCalledOnce();
  });

  it('not when Firebase merely could not load: the stored session is tried again on the next load', async () => {
    stop = pageStarts('token');
    setSessionUnavailable();
    await settled();
    expect(clearMemberData).not.toHaveBeenCalled();
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe('token');
  });

  it('not for a visitor with no stored session: the data layer is not even loaded', async () => {
    stop = pageStarts(null);
    setAuthUser(null, null);
    await settled();
    expect(clearMemberData).not.toHaveBeenCalled();
  });

  it('when a signed-in member is signed out without Logout (another tab, revoked)', async () => {
    stop = pageStarts(null);
    setAuthUser(asha, 'token');
    expect(clearMemberData).not.toHaveBeenCalled();
    setAuthUser(null, null);
    await vi.waitFor(() => expect(clearMemberData).toHaveBeenCalledOnce());
  });

  it('when the member kept offline at start-up is refused once the network is back', async () => {
    stop = pageStarts('token');
    setUnconfirmedUser(asha);
    setAuthUser(null, null);
    await vi.waitFor(() => expect(clearMemberData).toHaveBeenCalledOnce());
  });

  it('not when the member shown unconfirmed at start-up is set aside by a Firebase that failed without refusing', async () => {
    stop = pageStarts('token');
    setUnconfirmedUser(asha);
    setSessionUnavailable();
    await settled();
    expect(clearMemberData).not.toHaveBeenCalled();
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe('token');
  });
});
