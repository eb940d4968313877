import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { englishLeft, switchLanguageForTest } from '@portal/shared/testing';
import PrivacyPolicyPage from './privacy-policy/PrivacyPolicyPage';
import TermsPage from './terms-of-service/TermsPage';
import { setUpPageTests } from '../testing/renderPage';

const renderTerms = setUpPageTests(TermsPage, 'grievance@agentportal.test');
const renderPrivacy = setUpPageTests(PrivacyPolicyPage, 'grievance@agentportal.test');

/** The frame of a legal document in Hindi: its title, the date in Hindi, the contents and the officer's card. */
function expectHindiFrame(title: string, updated: { iso: string; shown: string }) {
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  const time = screen.getByText(/अंतिम अपडेट:/).querySelector('time')!;
  expect(time).toHaveAttribute('datetime', updated.iso);
  expect(time).toHaveTextContent(updated.shown);
  const toc = screen.getByRole('navigation', { name: 'विषय-सूची' });
  expect(within(toc).getAllByRole('link').length).toBe(screen.getAllByRole('region').length);
  const officer = screen.getByTestId('grievance-officer');
  expect(officer).toHaveTextContent('शिकायत अधिकारी और डेटा सुरक्षा संपर्क, Agent Portal');
  expect(within(officer).getByRole('link', { name: 'grievance@agentportal.test' })).toBeInTheDocument();
}

describe('legal documents in Hindi', () => {
  it('shows the terms of service in Hindi, with its links, and no English text of the catalogue', async () => {
    await switchLanguageForTest('hi');
    renderTerms();
    expectHindiFrame('सेवा की शर्तें', { iso: '2026-11-15', shown: '15 नवंबर 2026' });
    expect(screen.getByRole('region', { name: /लागू क़ानून और विवाद/ })).toHaveTextContent(/भारत के क़ानूनों के अधीन/);
    expect(screen.getByRole('region', { name: /कमीशन और पेआउट/ })).toHaveTextContent(/194D/);
    expect(screen.getByRole('link', { name: 'गोपनीयता नीति' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'संपर्क फ़ॉर्म' })).toHaveAttribute('href', '/#contact');
    expect(englishLeft({ catalogues: ['landing', 'common'] })).toEqual([]);
  });

  it('shows the privacy policy in Hindi, with its rights, table and links, and no English text of the catalogue', async () => {
    await switchLanguageForTest('hi');
    renderPrivacy();
    expectHindiFrame('गोपनीयता नीति', { iso: '2026-11-27', shown: '27 नवंबर 2026' });
    expect(screen.getByRole('heading', { level: 3, name: 'पोर्टल आपके डिवाइस पर क्या रखता है' })).toBeInTheDocument();
    expect(screen.getByText(/ज़्यादा से ज़्यादा 7 दिन तक रखी जाती है/)).toBeInTheDocument();
    const rights = screen.getByRole('region', { name: /आपके अधिकार/ });
    for (const right of ['जानकारी पाने का अधिकार', 'सुधार का अधिकार', 'डेटा मिटवाने का अधिकार', 'नामांकन का अधिकार']) {
      expect(within(rights).getByText(right)).toBeInTheDocument();
    }
    expect(screen.getByRole('table', { name: 'डेटा रखने की अवधि' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'हम इसे कितने समय तक रखते हैं' })).toBeInTheDocument();
    const why = screen.getByRole('region', { name: /हम आपके डेटा का इस्तेमाल क्यों करते हैं/ });
    expect(within(why).getByRole('link', { name: 'आपके अधिकार' })).toHaveAttribute('href', '#your-rights');
    expect(englishLeft({ catalogues: ['landing', 'common'] })).toEqual([]);
  });
});
