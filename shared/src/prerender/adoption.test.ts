describe('whenAdoptionFinished', () => {
  it('resolves once the pre-rendered page is the app’s, not before', async () => {
    vi.resetModules();
    const { finishAdoption, whenAdoptionFinished } = await import('./adoption');
    let finished = false;
    void whenAdoptionFinished().then(() => (finished = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(finished).toBe(false);
    finishAdoption();
    await vi.waitFor(() => expect(finished).toBe(true));
    expect(performance.getEntriesByName('portal:ready')).toHaveLength(1);
  });
});
