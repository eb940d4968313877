import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { setAuthUser, setMemberCertification, type AuthUser } from '@portal/shared';
import { switchLanguageForTest } from '@portal/shared/testing';
import { CertificationBanner } from './CertificationBanner';

const MEMBER: AuthUser = { uid: 'u1', email: 'asha@example.in', displayName: 'Asha' };

function renderBanner(pathname = '/sales') {
  return render(
    <MemoryRouter initialEntries={[pathname]}>
      <CertificationBanner pathname={pathname} />
    </MemoryRouter>,
  );
}

type Stage = 'training' | 'exam' | 'certified' | 'revoked';
function signIn(stage: Stage | null, user: AuthUser = MEMBER) {
  setAuthUser(user, 'token');
  setMemberCertification(stage === null ? null : { stage, certifiedOn: stage === 'certified' ? '2026-11-27' : null });
}

afterEach(() => {
  setAuthUser(null, null);
});

describe('CertificationBanner', () => {
  it.each(['training', 'exam'] as const)('a member at the %s stage: they cannot sell yet, with the way to their training', (stage) => {
    signIn(stage);
    renderBanner();
    expect(screen.getByRole('status')).toHaveTextContent("You can't sell yet: complete your POSP training and exam.");
    expect(screen.getByRole('link', { name: 'Go to your training' })).toHaveAttribute('href', '/certification');
  });

  it('a revoked member: the certificate was revoked', () => {
    signIn('revoked');
    renderBanner();
    expect(screen.getByRole('status')).toHaveTextContent("Your POSP certificate was revoked: you can't sell.");
    expect(screen.getByRole('link', { name: 'See your certification' })).toHaveAttribute('href', '/certification');
  });

  it('nothing for a certified member, before the stage is known, signed out, for an operator, or on the certification page', () => {
    signIn('certified');
    const { unmount } = renderBanner();
    expect(screen.queryByRole('status')).toBeNull();
    unmount();

    signIn(null);
    renderBanner().unmount();
    expect(screen.queryByRole('status')).toBeNull();

    signIn('training');
    renderBanner('/certification').unmount();
    expect(screen.queryByRole('status')).toBeNull();

    signIn('training', { uid: 'ops', email: 'ops@agentportal.in', displayName: 'Ops', role: 'operator' });
    renderBanner().unmount();
    expect(screen.queryByRole('status')).toBeNull();

    signIn('training');
    setAuthUser(null, null);
    renderBanner();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('in Hindi', async () => {
    await act(() => switchLanguageForTest('hi'));
    signIn('exam');
    renderBanner();
    expect(screen.getByRole('status')).toHaveTextContent('आप अभी बेच नहीं सकते: अपनी POSP ट्रेनिंग और परीक्षा पूरी करें।');
    expect(screen.getByRole('link', { name: 'अपनी ट्रेनिंग पर जाएँ' })).toBeInTheDocument();
  });
});
