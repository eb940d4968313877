import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenLanguageLoaded } from '@portal/shared';
import { englishLeft, switchLanguageForTest } from '@portal/shared/testing';
import LandingPage from './LandingPage';
import { setUpPageTests } from '../../testing/renderPage';

const renderPage = setUpPageTests(LandingPage, 'help@agentportal.test');

afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

describe('LandingPage in Hindi', () => {
  it('has its headings in Hindi', async () => {
    await switchLanguageForTest('hi');
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('बीमा में अपना करियर आगे बढ़ाइए');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['हमारे साथ क्यों जुड़ें', 'हमारे प्रोडक्ट', 'हमसे बात करें']);
    const features = within(document.getElementById('features')!).getAllByRole('heading', { level: 3 });
    expect(features.map((heading) => heading.textContent)).toEqual(['अनुभवी सलाहकार', 'आकर्षक कमीशन', 'पूरी ट्रेनिंग', '24/7 सहायता']);
    expect(screen.getByRole('button', { name: 'हेल्थ इंश्योरेंस' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'हमारे नेटवर्क से जुड़ें' })).toHaveAttribute('href', '/signup');
  });

  it('labels the contact form in Hindi and says in Hindi that a message could not be sent', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await switchLanguageForTest('hi');
    const user = userEvent.setup();
    renderPage();
    const form = screen.getByRole('form', { name: 'हमें संदेश भेजें' });
    expect(within(form).getByLabelText(/^नाम/)).toHaveAttribute('autocomplete', 'name');
    expect(within(form).getByLabelText(/^ईमेल/)).toHaveAttribute('type', 'email');
    expect(within(form).getByLabelText(/^फ़ोन/)).toHaveAccessibleDescription('10 अंकों का मोबाइल नंबर');
    expect(within(form).getByLabelText(/आपको हमारे बारे में कैसे पता चला/)).not.toBeRequired();
    expect(form).toHaveTextContent('जिन फ़ील्ड पर *तारांकन का निशान लगा है, उन्हें भरना ज़रूरी है।');

    await user.type(within(form).getByLabelText(/^नाम/), 'आशा वर्मा');
    await user.type(within(form).getByLabelText(/^ईमेल/), 'asha@example.in');
    await user.type(within(form).getByLabelText(/^फ़ोन/), '98765 43210');
    await user.type(within(form).getByLabelText(/^संदेश/), 'मैं एजेंट बनना चाहती हूँ।');
    await user.click(within(form).getByRole('button', { name: 'संदेश भेजें' }));
    expect(await within(form).findByText('संदेश नहीं भेजा जा सका। कृपया फिर से कोशिश करें।')).toBeInTheDocument();
  });

  it('shows none of the English texts, also in its hidden panels, labels and the back-to-top button', async () => {
    await switchLanguageForTest('hi');
    renderPage();
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 400 });
      fireEvent.scroll(window);
    });
    expect(screen.getByRole('button', { name: 'सबसे ऊपर जाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'कार इंश्योरेंस का विवरण बंद करें', hidden: true })).toBeInTheDocument();
    expect(englishLeft({ catalogues: ['landing', 'common'] })).toEqual([]);
  });

  it('(the check above finds the English texts on the English page)', async () => {
    await whenLanguageLoaded('hi');
    renderPage();
    expect(englishLeft({ catalogues: ['landing', 'common'] })).toEqual(
      expect.arrayContaining([
        'landing:features.title: Why Partner With Us',
        'landing:products.car.ncb.title: NCB protection',
        'landing:products.close: Close',
      ]),
    );
  });
});
