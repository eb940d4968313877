import { Home } from '../../features/home';

/** The public home page: hero, features, products and contact, in that order. */
export default function LandingPage() {
  return <Home />;
}
