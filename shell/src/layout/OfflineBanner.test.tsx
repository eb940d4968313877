import { act, cleanup, render, screen } from '@testing-library/react';
import { setAuthUser, useConnectivityStore } from '@portal/shared';
import { switchLanguageForTest } from '@portal/shared/testing';
import { OfflineBanner, shownAt } from './OfflineBanner';

// 08:35 UTC is 14:05 in India; the test browser's own zone does not matter.
const NOW = Date.parse('2026-11-27T10:00:00Z');
const SEEN = Date.parse('2026-11-27T08:35:00Z');
const YESTERDAY = Date.parse('2026-11-26T08:35:00Z');

function renderBanner() {
  setAuthUser({ uid: 'u1', email: 'asha@example.in', displayName: 'Asha' }, 'token');
  return render(<OfflineBanner />);
}

/** The time screen readers take to learn of the live region passes. */
const regionKnown = () => act(() => vi.runAllTimers());

describe('OfflineBanner', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setTimeout', 'clearTimeout'] }));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    setAuthUser(null, null);
    useConnectivityStore.setState({ online: true, shownAsOf: null, refreshFailed: false });
  });

  it('online with fresh data: only the empty live region, drawing nothing, so the page keeps its place', () => {
    useConnectivityStore.setState({ online: true, shownAsOf: SEEN, refreshFailed: false });
    renderBanner();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('offline from the first render (a session restored offline): the message is put into a region already on the page, so it is announced', () => {
    useConnectivityStore.setState({ online: false, shownAsOf: SEEN });
    const changes = new MutationObserver(() => undefined);
    changes.observe(document.body, { childList: true, subtree: true });
    renderBanner();
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    regionKnown();
    expect(region).toHaveTextContent('Offline — showing what you saw at 2:05 pm');
    const intoRegion = changes.takeRecords().filter((change) => change.target === region && change.addedNodes.length > 0);
    changes.disconnect();
    expect(intoRegion).toHaveLength(1);
    expect(intoRegion[0]!.addedNodes[0]).toHaveTextContent('Offline — showing what you saw at 2:05 pm');
  });

  it('offline: the time the data on screen is from, in India; the live region then stays for the next change', () => {
    useConnectivityStore.setState({ online: true, shownAsOf: SEEN });
    renderBanner();
    regionKnown();
    act(() => useConnectivityStore.setState({ online: false }));
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('Offline — showing what you saw at 2:05 pm');
    expect(region).not.toHaveAttribute('tabindex');
    act(() => useConnectivityStore.setState({ online: true }));
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toBeEmptyDOMElement();
    act(() => useConnectivityStore.setState({ refreshFailed: true }));
    expect(region).toHaveTextContent("Couldn't refresh — showing what you saw at 2:05 pm");
  });

  it('offline with nothing kept on screen: says so plainly', () => {
    useConnectivityStore.setState({ online: false, shownAsOf: null });
    renderBanner();
    regionKnown();
    expect(screen.getByRole('status')).toHaveTextContent("You're offline.");
  });

  it('online, a refresh that failed with the earlier data kept: marked stale, with its time', () => {
    useConnectivityStore.setState({ online: true, shownAsOf: YESTERDAY, refreshFailed: true });
    renderBanner();
    regionKnown();
    expect(screen.getByRole('status')).toHaveTextContent("Couldn't refresh — showing what you saw at 26 Nov, 2:05 pm");
  });

  it('in Hindi', async () => {
    await switchLanguageForTest('hi');
    useConnectivityStore.setState({ online: false, shownAsOf: SEEN });
    renderBanner();
    regionKnown();
    expect(screen.getByRole('status')).toHaveTextContent('ऑफ़लाइन — आपने 2:05 pm पर जो देखा था, वही दिख रहा है');
    act(() => useConnectivityStore.setState({ online: true, shownAsOf: YESTERDAY, refreshFailed: true }));
    expect(screen.getByRole('status')).toHaveTextContent('रीफ़्रेश नहीं हो सका — आपने 26 नव॰, 2:05 pm पर जो देखा था, वही दिख रहा है');
  });

  it('says nothing to a visitor who is not signed in', () => {
    useConnectivityStore.setState({ online: false, shownAsOf: SEEN });
    const { container } = render(<OfflineBanner />);
    expect(container).toBeEmptyDOMElement();
  });

  it('writes the hour alone for today, with the day for an earlier one (India’s day, not the browser’s)', () => {
    expect(shownAt(SEEN, NOW)).toBe('2:05 pm');
    expect(shownAt(YESTERDAY, NOW)).toBe('26 Nov, 2:05 pm');
    // 18:45 UTC on the 26th is 00:15 on the 27th in India: the same day as NOW there.
    expect(shownAt(Date.parse('2026-11-26T18:45:00Z'), NOW)).toBe('12:15 am');
  });
});
