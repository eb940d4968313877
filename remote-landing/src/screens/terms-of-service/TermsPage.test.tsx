import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import TermsPage from './TermsPage';
import { expectLegalDocument, setUpPageTests } from '../../testing/renderPage';

const renderPage = setUpPageTests(TermsPage, 'grievance@agentportal.test');

describe('TermsPage', () => {
  it('has one h1, a last-updated date and its key sections as h2 headings', () => {
    renderPage();
    expectLegalDocument('Terms of Service', { iso: '2026-11-15', shown: '15 November 2026' }, [
      'Eligibility',
      'Your obligations as an agent',
      'Compliance with IRDAI rules',
      'Commissions and payouts',
      'Acceptable use',
      'Disclaimers and limitation of liability',
      'Governing law and disputes',
    ]);
  });

  it('sets Indian law as the governing law', () => {
    renderPage();
    const law = screen.getByRole('region', { name: /Governing law/ });
    expect(law).toHaveTextContent(/governed by the laws of India/);
  });

  it('covers IRDAI compliance, commissions and eligibility', () => {
    renderPage();
    expect(screen.getByRole('region', { name: /Compliance with IRDAI rules/ })).toHaveTextContent(/Insurance Act, 1938/);
    expect(screen.getByRole('region', { name: /Commissions and payouts/ })).toHaveTextContent(/194D/);
    expect(screen.getByRole('region', { name: /Eligibility/ })).toHaveTextContent(/at least 18 years old/);
  });

  it('links to the privacy policy and gives the grievance contact from config.json', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    const officer = screen.getByTestId('grievance-officer');
    expect(within(officer).getByRole('link', { name: 'grievance@agentportal.test' })).toBeInTheDocument();
  });
});
