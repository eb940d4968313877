import { setDataFreshness, useConnectivityStore } from './connectivityStore';

describe('connectivity store', () => {
  afterEach(() => {
    window.dispatchEvent(new Event('online'));
    setDataFreshness({ shownAsOf: null, refreshFailed: false, unsentChanges: 0 });
  });

  it("follows the browser's offline and online events", () => {
    window.dispatchEvent(new Event('offline'));
    expect(useConnectivityStore.getState().online).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(useConnectivityStore.getState().online).toBe(true);
  });

  it('keeps what the data layer says of the reads shown, leaving the connection to the browser', () => {
    window.dispatchEvent(new Event('offline'));
    setDataFreshness({ shownAsOf: 1_700_000_000_000, refreshFailed: true, unsentChanges: 2 });
    expect(useConnectivityStore.getState()).toEqual({
      online: false,
      shownAsOf: 1_700_000_000_000,
      refreshFailed: true,
      unsentChanges: 2,
    });
  });
});
