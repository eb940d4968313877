/** Ports of the e2e run, away from `npm start`'s (3000–3003, 4000, 9099, 1025/1080). */
export const E2E_PORTS = {
  /** shell; the remotes follow (+1, +2, +3); +15 is free for a moved remote. */
  frontendBase: 3500,
  api: 4599,
  authEmulator: 9599,
  smtp: 1525,
  mailWeb: 1580,
} as const;
