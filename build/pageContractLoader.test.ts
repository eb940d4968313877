import pageContractLoader from './pageContractLoader.mjs';

describe('pageContractLoader', () => {
  it('appends the contract export to an exposed screen, keeping its source', () => {
    const source = 'export default function Page() { return null; }\n';
    const stamped = pageContractLoader.call({ getOptions: () => ({ contract: 'portal-page@9' }) }, source);
    expect(stamped.startsWith(source)).toBe(true);
    expect(stamped).toContain('export const contract = "portal-page@9";');
  });
});
