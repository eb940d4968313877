// The member's profile: details, payout account change, theme and renewal reminder preferences.
export { ProfileOverview, initial } from './components/ProfileOverview';
export type { Profile } from './hooks/useProfile';
