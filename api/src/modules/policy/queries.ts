import type { Sale } from '@portal/shared/validation';
import { one, sql, type Db } from '../../db/client.js';
import { pendingRewrite, policiesUnder } from '../../services/sellerPaths.js';
import { saleColumns } from '../sales/queries.js';

/** The sale of a policy if its seller is in the subtree under `rootPath`; null otherwise. */
export async function policyForDownload(db: Db, rootPath: string, soldBy: string, policyNumber: string) {
  return one<Sale>(
    db,
    sql`SELECT ${saleColumns} FROM policies p JOIN members m ON m.id = p.sold_by_id
        WHERE m.co_code = ${soldBy} AND p.policy_number = ${policyNumber} AND ${policiesUnder(rootPath, await pendingRewrite(db))}`,
  );
}
