import core from './parts/core.en';
import earnings from './parts/earnings.en';

/**
 * The 'sales' namespace in English, in two parts: the sales list, team and profile (core) and
 * renewals, payouts and insights (earnings). The fixed texts stay word for word.
 */
const en = { ...core, ...earnings } as const;

export default en;
