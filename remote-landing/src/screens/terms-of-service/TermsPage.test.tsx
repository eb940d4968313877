import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setConfig } from '@portal/shared';
import TermsPage from './TermsPage';

beforeEach(() => {
  setConfig({
    apiBaseUrl: 'http://api.test',
    firebase: { apiKey: 'k', authDomain: 'demo.firebaseapp.com', projectId: 'demo' },
    contact: { email: 'grievance@agentportal.test', phone: '+91 80 1234 5678' },
    remotes: [],
  });
});

function renderPage() {
  return render(
    <MemoryRouter>
      <TermsPage />
    </MemoryRouter>,
  );
}

describe('TermsPage', () => {
  it('has one h1, a last-updated date and its key sections as h2 headings', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText(/Last updated/).querySelector('time')).toHaveAttribute('datetime', '2026-11-15');
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    for (const title of [
      'Eligibility',
      'Your obligations as an agent',
      'Compliance with IRDAI rules',
      'Commissions and payouts',
      'Acceptable use',
      'Disclaimers and limitation of liability',
      'Governing law and disputes',
    ]) {
      expect(sections.some((text) => text?.includes(title))).toBe(true);
    }
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
