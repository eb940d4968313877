import { ProfileOverview } from '../../features/profile';

/** The signed-in member's profile: their details, payout account and preferences. */
export default function ProfilePage() {
  return <ProfileOverview />;
}
