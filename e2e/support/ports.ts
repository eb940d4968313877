// Ports of the e2e run, away from `npm start`'s. E2E_PORT_OFFSET moves them all, so two runs can
// share a machine.
import { portsFor } from '../../tooling/lib/ports.mjs';

/** The e2e profile of tooling/lib/ports.mjs: the shell on `frontendBase`, the remotes after it; +15 is free for a moved remote. */
export const E2E_PORTS = portsFor('e2e', Number(process.env['E2E_PORT_OFFSET'] ?? 0));
