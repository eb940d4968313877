import { resetLanguage, switchLanguageForTest } from '@portal/shared/testing';
import { render } from './prerender';

describe('the pre-rendered layout', () => {
  it('in English by default, as before', () => {
    const { html } = render('/');
    expect(html).toContain('Skip to main content');
    expect(html).toContain('>Home</a>');
    expect(html).toMatch(/<button[^>]*lang="en"[^>]*aria-pressed="true"[^>]*data-portal-language="en"/);
    expect(html).toMatch(/<button[^>]*lang="hi"[^>]*aria-pressed="false"[^>]*data-portal-language="hi"/);
  });

  it('in the current language: in Hindi with the Hindi option pressed, in English again once switched back', async () => {
    await switchLanguageForTest('hi');
    const { html, slot } = render('/');
    expect(html).toContain('मुख्य सामग्री पर जाएँ');
    expect(html).toContain('>होम</a>');
    expect(html).toContain('हमसे संपर्क करें');
    expect(html).not.toContain('>Home</a>');
    expect(html).toMatch(/<button[^>]*lang="hi"[^>]*aria-pressed="true"[^>]*data-portal-language="hi"/);
    expect(html).toContain(slot);
    await resetLanguage();
    expect(render('/login').html).toContain('>Home</a>');
  });
});
