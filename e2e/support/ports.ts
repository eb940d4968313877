/**
 * Ports of the e2e run, away from `npm start`'s (3000–3003, 4000, 9099, 1025/1080).
 * E2E_PORT_OFFSET moves them all, so two runs can share a machine.
 */
const offset = Number(process.env['E2E_PORT_OFFSET'] ?? 0);

export const E2E_PORTS = {
  /** shell; the remotes follow (+1, +2, +3); +15 is free for a moved remote. */
  frontendBase: 3500 + offset,
  api: 4599 + offset,
  authEmulator: 9599 + offset,
  smtp: 1525 + offset,
  mailWeb: 1580 + offset,
  postgres: 5599 + offset,
} as const;
