// The back office's schemas and endpoint contracts: its own federation share, so that the members' and
// the public pages do not load them. They are built from @portal/shared/validation (zod, the common
// schemas, the messages), which this entry takes by its package name, so it shares that entry's copy.
import { endpoints, type Endpoint } from '@portal/shared/validation';
import { applications } from './contracts/applications';
import { audit } from './contracts/audit';
import { bankChanges } from './contracts/bankChanges';
import { certification } from './contracts/certification';
import { imports } from './contracts/imports';
import { inbox } from './contracts/inbox';
import { members } from './contracts/members';
import { payments } from './contracts/payments';
import { queries } from './contracts/queries';

export * from './schemas';

/**
 * The back office's endpoints, by area: `adminEndpoints.members.adminMember` is a member's record. The
 * back office calls them with `portalApi.call`, as the other apps call `endpoints`.
 */
export const adminEndpoints = { applications, members, bankChanges, imports, inbox, payments, queries, audit, certification } as const;

const listOf = (areas: Record<string, object>): Endpoint[] => Object.values(areas).flatMap((area) => Object.values(area) as Endpoint[]);

/** Every endpoint of the API, once: the members' and the public ones, then the back office's. */
export const allEndpoints: readonly Endpoint[] = [...listOf(endpoints), ...listOf(adminEndpoints)];
