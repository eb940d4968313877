import { currentLanguage } from '@portal/shared';
import { render } from './prerender';

describe('the pre-rendered layout', () => {
  it('in English by default, as before', () => {
    const { html } = render('/');
    expect(html).toContain('Skip to main content');
    expect(html).toContain('>Home</a>');
    expect(html).toMatch(/<button[^>]*lang="en"[^>]*aria-pressed="true"[^>]*data-portal-language="en"/);
    expect(html).toMatch(/<button[^>]*lang="hi"[^>]*aria-pressed="false"[^>]*data-portal-language="hi"/);
  });

  it('in Hindi, with the Hindi option pressed, and the language back to English afterwards', () => {
    const { html, slot } = render('/', 'hi');
    expect(html).toContain('मुख्य सामग्री पर जाएँ');
    expect(html).toContain('>होम</a>');
    expect(html).toContain('हमसे संपर्क करें');
    expect(html).not.toContain('>Home</a>');
    expect(html).toMatch(/<button[^>]*lang="hi"[^>]*aria-pressed="true"[^>]*data-portal-language="hi"/);
    expect(html).toContain(slot);
    expect(currentLanguage()).toBe('en');
    expect(render('/login').html).toContain('>Home</a>');
  });
});
