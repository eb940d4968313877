import core from './parts/core.en';
import earnings from './parts/earnings.en';
import queries from './parts/queries.en';

/**
 * The 'sales' namespace in English, in three parts: the sales list, team and profile (core),
 * renewals, payouts and insights (earnings), and payout queries (queries). The fixed texts stay word for word.
 */
const en = { ...core, ...earnings, ...queries } as const;

export default en;
