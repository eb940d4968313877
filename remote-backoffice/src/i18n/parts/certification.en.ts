/**
 * The 'backoffice' namespace's certification part in English: the members' stages, revoking and
 * reissuing a certificate, the training modules and the question bank.
 */
const en = {
  certification: {
    title: 'Certification',
    intro: 'Each member’s way to selling: training hours, exam attempts, the certificate. Keep the training and the exam’s questions here.',
  },
} as const;

export default en;
