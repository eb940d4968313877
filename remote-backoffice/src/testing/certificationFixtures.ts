/* Test helper of the certification screen: members, modules and questions as the admin API answers them. */
import type { AdminCertificate, AdminQuestion, AdminTrainingModule, CertificationMember } from '@portal/shared/admin';

export function makeCertificationMember(coCode: string, name: string, overrides: Partial<CertificationMember> = {}): CertificationMember {
  return {
    coCode,
    name,
    stage: 'training',
    trainingMinutes: 125,
    requiredMinutes: 900,
    attempts: 0,
    lastAttemptAt: null,
    certificateNumber: null,
    certifiedOn: null,
    ...overrides,
  };
}

export function makeCertificate(number: string, overrides: Partial<AdminCertificate> = {}): AdminCertificate {
  return {
    number,
    issuedOn: '2026-10-02',
    status: 'valid',
    revokedAt: null,
    revokedReason: null,
    revokedBy: null,
    reissuedFrom: null,
    reissueReason: null,
    ...overrides,
  };
}

export function makeModule(id: number, overrides: Partial<AdminTrainingModule> = {}): AdminTrainingModule {
  return {
    id,
    position: id,
    title: { en: `Module ${id}`, hi: `मॉड्यूल ${id}` },
    body: { en: `Body ${id}`, hi: `पाठ ${id}` },
    kind: 'text',
    mediaUrl: null,
    minimumMinutes: 30,
    active: true,
    updatedAt: '2026-11-01T05:30:00.000Z',
    ...overrides,
  };
}

export function makeQuestion(id: number, overrides: Partial<AdminQuestion> = {}): AdminQuestion {
  return {
    id,
    text: { en: `What is rule ${id}?`, hi: `नियम ${id} क्या है?` },
    options: [1, 2, 3, 4].map((n) => ({ en: `Answer ${n}`, hi: `उत्तर ${n}` })),
    correctOption: 1,
    active: true,
    updatedAt: '2026-11-01T05:30:00.000Z',
    ...overrides,
  };
}
