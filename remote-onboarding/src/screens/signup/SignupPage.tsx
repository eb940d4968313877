import { SignupForm } from '../../features/signup';

/** Sign-up ('Join Our Network'): an application the provider reviews before onboarding the member. */
export default function SignupPage() {
  return <SignupForm />;
}
