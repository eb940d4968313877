import { PAGES } from '@portal/shared/topology';
import { switchLanguageForTest } from '@portal/shared/testing';
import { pageLabelOf } from './pageLabels';

describe("the pages' names in the message of a page that could not load", () => {
  it('in English, each is the topology’s label', () => {
    for (const page of PAGES) expect(pageLabelOf(page)).toBe(page.label);
  });

  it('in Hindi, every page has its own name', async () => {
    await switchLanguageForTest('hi');
    for (const page of PAGES) expect(pageLabelOf(page), page.route).not.toBe(page.label);
    expect(pageLabelOf({ route: '/sales', label: 'the sales page' })).toBe('सेल्स पेज');
  });
});
