import yieldBetweenShares from './yieldBetweenShares';

type BeforeLoadShare = (args: { pkgName: string }) => Promise<{ pkgName: string }>;

describe('yieldBetweenShares', () => {
  const beforeLoadShare = yieldBetweenShares().beforeLoadShare as unknown as BeforeLoadShare;

  it('passes the share request on unchanged', async () => {
    const args = { pkgName: 'react' };
    await expect(beforeLoadShare(args)).resolves.toBe(args);
  });

  it('lets the share resolve only in a later task, after work already queued', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    const shares = ['react', 'react-dom'].map((pkgName) => beforeLoadShare({ pkgName }).then(() => order.push(pkgName)));
    await Promise.resolve();
    expect(order).toEqual([]);
    await Promise.all(shares);
    expect(order).toEqual(['queued task', 'react', 'react-dom']);
  });
});
