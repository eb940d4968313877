import { act, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, setTestConfig } from '../../testing/testUtils';
import { answerCalls } from '../../testing/answerCalls';
import type { Profile } from '../../features/profile';
import ProfilePage from './ProfilePage';

const api = {
  profile: vi.fn(),
  payoutAccount: vi.fn(async () => ({ status: 'success', payoutAccount: { current: null, pending: null } })),
};

const profile: Profile = {
  name: 'Asha Verma',
  coCode: 'CO1',
  mobile: '9876543210',
  email: 'asha@example.com',
  pan: 'ABXXXXX34F',
  aadhar: 'XXXX XXXX 1234',
  bankName: 'State Bank of India',
  bankAccount: '••••1234',
  preferences: { renewalReminders: true, language: 'en' },
  certification: { stage: 'certified', certifiedOn: '2024-01-15' },
};

beforeEach(() => {
  api.profile.mockReset();
  answerCalls(api);
  setTestConfig();
});

/** The page's parts in their order on the page, by what each is. */
const order = (page: HTMLElement) =>
  [...page.children].map(
    (part) =>
      part.getAttribute('data-testid') ??
      (part.getAttribute('role') === 'status' ? 'status' : (part.getAttribute('aria-labelledby') ?? part.tagName.toLowerCase())),
  );

describe('ProfilePage — the room held while the profile loads', () => {
  it('draws the identity header and the three cards before the profile arrives, above the preferences, then the profile in their place', async () => {
    const answer = deferred<unknown>();
    api.profile.mockReturnValue(answer.promise);
    const { container } = render(<ProfilePage />);
    const page = container.firstElementChild as HTMLElement;
    // Said, once, from outside anything busy; the outline is the busy part, hidden from assistive technology.
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading profile...');
    expect(status.closest('[aria-busy="true"]')).toBeNull();
    const skeleton = screen.getByTestId('profile-skeleton');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(page.querySelectorAll('[aria-busy="true"]')).toHaveLength(1);
    expect(page.querySelector('[aria-busy="true"]')).toBe(skeleton);
    const [identity, ...cards] = [...skeleton.children];
    expect(identity!.children).toHaveLength(2);
    expect(cards.map((card) => card.querySelector('h2')?.textContent)).toEqual([
      'Contact Information',
      'Identity Details',
      'Banking Information',
    ]);
    expect(cards.map((card) => card.querySelectorAll('dl > div').length)).toEqual([2, 2, 2]);
    // The payout account's block has its room in the bank card already.
    expect(cards[2]!.lastElementChild?.tagName).toBe('DIV');
    expect(order(page)).toEqual(['status', 'profile-skeleton', 'preferences']);

    await act(async () => answer.resolve({ status: 'success', profile }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Verma' })).toBeInTheDocument();
    expect(screen.queryByTestId('profile-skeleton')).toBeNull();
    expect(page.querySelector('[aria-busy="true"]')).toBeNull();
    // The same status element stays, emptied, so that its next text is announced.
    expect(page.firstElementChild).toBe(status);
    expect(status).toHaveTextContent(/^$/);
    expect(order(page)).toEqual(['status', 'header', 'contact-info', 'identity-info', 'bank-info', 'preferences']);
    expect(within(screen.getByRole('region', { name: 'Banking Information' })).getByTestId('payout-account-block')).toBeInTheDocument();
  });
});
