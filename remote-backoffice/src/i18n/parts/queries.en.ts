/**
 * The 'backoffice' namespace's payout queries part in English: the list with its age, a query's thread
 * and attachments, and what an operator does with it (in review, reply, accept with an adjustment, reject).
 */
const en = {
  queries: {
    title: 'Payout queries',
    intro: 'What agents question about their payouts. Overdue queries come first, then the oldest.',
  },
} as const;

export default en;
