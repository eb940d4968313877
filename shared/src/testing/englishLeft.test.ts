import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addCatalogue } from '../i18n';
import { englishLeft } from './englishLeft';

const en = {
  title: 'Renewals',
  badge: { left_other: '{{count}} days left', ref: 'PAN' },
  close: 'Close {{product}} details',
  terms: 'I agree to the <1>terms</1> of service',
  brand: 'Agent Portal',
  search: 'Search members',
};
const hi = {
  title: 'रिन्यूअल',
  badge: { left_other: '{{count}} दिन बाकी', ref: 'PAN' },
  close: '{{product}} का विवरण बंद करें',
  terms: 'मैं सेवा की <1>शर्तों</1> से सहमत हूँ',
  brand: 'Agent Portal',
  search: 'सदस्य खोजें',
};

beforeAll(() => {
  addCatalogue('en', 'englishLeftTest', en);
  addCatalogue('hi', 'englishLeftTest', hi);
});

afterEach(() => {
  document.body.innerHTML = '';
});

const page = (html: string) => {
  document.body.innerHTML = html;
};

describe('englishLeft', () => {
  it('finds the English texts on an English page, by their fixed parts, in the text and the labels', () => {
    page(`<h1>Renewals</h1><p>3 days left</p><button aria-label="Close Car Shield details">×</button>
      <p>I agree to the <a href="/terms">terms</a> of service</p><input placeholder="Search members" /><footer>Agent Portal · PAN</footer>`);
    expect(englishLeft({ catalogues: ['englishLeftTest'] })).toEqual([
      'englishLeftTest:title: Renewals',
      'englishLeftTest:badge.left_other: days left',
      'englishLeftTest:close: Close',
      'englishLeftTest:close: details',
      'englishLeftTest:terms: I agree to the',
      'englishLeftTest:terms: terms',
      'englishLeftTest:terms: of service',
      'englishLeftTest:search: Search members',
    ]);
  });

  it('finds none on the page in Hindi, where "PAN" and "Agent Portal" are written the same way', () => {
    page(`<h1>रिन्यूअल</h1><p>3 दिन बाकी</p><button aria-label="Car Shield का विवरण बंद करें">×</button>
      <input placeholder="सदस्य खोजें" /><footer>Agent Portal · PAN</footer>`);
    expect(englishLeft({ catalogues: ['englishLeftTest'] })).toEqual([]);
  });

  it('reads only the attributes asked for, under the root given, a one-word label only as a whole text, fragments long enough', () => {
    page(
      `<main><input placeholder="Search members" /><p>Renewalsforce</p><p>Renewals 2</p><p>See the details</p></main><aside>Renewals</aside>`,
    );
    const main = document.querySelector('main')!;
    expect(englishLeft({ catalogues: ['englishLeftTest'], root: main, attributes: ['aria-label'] })).toEqual([
      'englishLeftTest:close: details',
    ]);
    expect(englishLeft({ catalogues: ['englishLeftTest'], root: main, minLetters: 8 })).toEqual(['englishLeftTest:search: Search members']);
  });

  it('looks in one section of a catalogue when asked', () => {
    page('<h1>Renewals</h1><p>3 days left</p>');
    expect(englishLeft({ catalogues: ['englishLeftTest:badge'] })).toEqual(['englishLeftTest:badge.left_other: days left']);
  });

  it('says when a catalogue is missing rather than finding nothing', () => {
    expect(() => englishLeft({ catalogues: ['noSuchNamespace'] })).toThrow(/no 'noSuchNamespace' catalogue in 'hi'/);
  });
});
