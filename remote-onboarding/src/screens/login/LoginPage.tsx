import { LoginForm } from '../../features/login';

/** The login page: the e-mail to verify, then the password, or the request for a reset link. */
export default function LoginPage() {
  return <LoginForm />;
}
