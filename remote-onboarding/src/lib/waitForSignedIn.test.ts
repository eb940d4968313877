import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@portal/shared';
import { waitForSignedIn } from './waitForSignedIn';

const user = { uid: 'u1', email: 'a@b.co', displayName: null };

beforeEach(() => {
  vi.useFakeTimers();
  useAuthStore.setState({ loading: false, user: null, profileName: null });
});
afterEach(() => vi.useRealTimers());

describe('waitForSignedIn', () => {
  it('resolves at once when the store already shows the user', async () => {
    useAuthStore.setState({ user });
    await expect(waitForSignedIn('u1')).resolves.toBeUndefined();
  });

  it('resolves when the store catches up', async () => {
    const done = vi.fn();
    void waitForSignedIn('u1').then(done);
    await vi.advanceTimersByTimeAsync(100);
    expect(done).not.toHaveBeenCalled();
    useAuthStore.setState({ user: { ...user, uid: 'someone-else' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(done).not.toHaveBeenCalled();
    useAuthStore.setState({ user });
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalled();
  });

  it('gives up waiting after the timeout', async () => {
    const done = vi.fn();
    void waitForSignedIn('u1', 4000).then(done);
    await vi.advanceTimersByTimeAsync(3999);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalled();
  });
});
