import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PrivacyPolicyPage from './PrivacyPolicyPage';
import { expectLegalDocument, setUpPageTests } from '../../testing/renderPage';

const renderPage = setUpPageTests(PrivacyPolicyPage, 'grievance@agentportal.test');

describe('PrivacyPolicyPage', () => {
  it('has one h1, a last-updated date and its key sections as h2 headings', () => {
    renderPage();
    expectLegalDocument('Privacy Policy', { iso: '2026-11-27', shown: '27 November 2026' }, [
      'The personal data we collect',
      'Why we use your data',
      'How long we keep your data',
      'Who we share your data with',
      'How we protect your data',
      'Your rights',
      'Grievance Officer',
    ]);
  });

  it('names the data collected from agents and the DPDP Act', () => {
    renderPage();
    const collected = screen.getByRole('region', { name: /The personal data we collect/ });
    for (const item of [/name, phone number, e-mail address/i, /PAN/, /Aadhaar/, /bank name, account number/i]) {
      expect(within(collected).getAllByText(item).length).toBeGreaterThan(0);
    }
    expect(screen.getAllByText(/Digital Personal Data Protection Act, 2023/).length).toBeGreaterThan(0);
  });

  it('says what the portal keeps on the device, for whom, for how long, and when it is deleted', () => {
    renderPage();
    const collected = screen.getByRole('region', { name: /The personal data we collect/ });
    expect(within(collected).getByRole('heading', { level: 3, name: 'What the portal keeps on your device' })).toBeInTheDocument();
    const device = within(collected).getByText(/keeps a copy of the pages you last opened/);
    expect(device).toHaveTextContent(/policies, renewals, payout statements and profile/);
    expect(device).toHaveTextContent(/for the signed-in member only, and for at most 7 days/);
    expect(device).toHaveTextContent(
      /deleted when you log out, when your session ends, and when another member signs in on the same device/,
    );
    expect(
      within(collected).getByText(/Renewal marks you make while offline are kept on the device only until they are sent/),
    ).toBeInTheDocument();
    expect(within(collected).getByText(/keeps its own code on the device.*contains no personal data/)).toBeInTheDocument();
    const retention = screen.getByRole('table', { name: 'Retention periods' });
    const row = within(retention).getByRole('row', { name: /copy of your last-seen pages kept on your device/ });
    expect(row).toHaveTextContent(/At most 7 days/);
  });

  it('says data is shared with insurers and with IRDAI as required', () => {
    renderPage();
    const sharing = screen.getByRole('region', { name: /Who we share your data with/ });
    expect(within(sharing).getByText('Insurers')).toBeInTheDocument();
    expect(within(sharing).getByText(/IRDAI and other regulators/)).toBeInTheDocument();
  });

  it('lists access, correction, erasure, grievance redressal and nomination rights', () => {
    renderPage();
    const rights = screen.getByRole('region', { name: /Your rights/ });
    for (const right of ['Access', 'Correction', 'Erasure', 'Grievance redressal', 'Nomination']) {
      expect(within(rights).getByText(right)).toBeInTheDocument();
    }
  });

  it("gives the Grievance Officer's e-mail and phone from config.json", () => {
    renderPage();
    const officer = screen.getByTestId('grievance-officer');
    expect(within(officer).getByRole('link', { name: 'grievance@agentportal.test' })).toHaveAttribute(
      'href',
      'mailto:grievance@agentportal.test',
    );
    expect(within(officer).getByRole('link', { name: '+91 80 1234 5678' })).toHaveAttribute('href', 'tel:+918012345678');
  });

  it('has a table of contents linking to every section', () => {
    renderPage();
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(toc).getAllByRole('link');
    expect(links.length).toBe(screen.getAllByRole('region').length);
    for (const link of links) {
      const id = link.getAttribute('href')!.slice(1);
      expect(document.getElementById(id)).not.toBeNull();
    }
  });
});
