import { useMemo } from 'react';
import { Navigate, useSearchParams } from '@portal/shared/router';
import { decodeEmailParam, SetPassword } from '../../features/password';

/**
 * Set password ('Set Your Password'): the onboarding email's link carries the member's email
 * (base64) and a single-use invite token. Missing or undecodable parameters go to '/'.
 */
export default function SetPasswordPage() {
  const [params] = useSearchParams();
  const email = useMemo(() => decodeEmailParam(params.get('email')), [params]);
  const token = params.get('token')?.trim() || null;
  if (!email || !token) return <Navigate to="/" replace />;
  return <SetPassword email={email} token={token} />;
}
