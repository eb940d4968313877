import { screen, within } from '@testing-library/react';
import { buildPath } from '@portal/shared';
import { englishLeft, switchLanguageForTest } from '@portal/shared/testing';
import { adminEndpoints } from '@portal/shared/admin';
import { beforeEach, describe, expect, it } from 'vitest';
import CertificationPage from './CertificationPage';
import { fakeFetch, on, resetFakeServer } from '../../../testing/fakeServer';
import { signInAsOperator } from '../../../testing/operatorClient';
import { renderPage } from '../../../testing/renderPage';
import { makeCertificate, makeCertificationMember, makeModule, makeQuestion } from '../../../testing/certificationFixtures';

signInAsOperator(fakeFetch);

beforeEach(async () => {
  resetFakeServer();
  await switchLanguageForTest('hi');
});

const amit = makeCertificationMember('AP1003', 'Amit Kumar', {
  stage: 'certified',
  certificateNumber: 'POSP-2026-000007',
  certifiedOn: '2026-10-02',
});

describe('CertificationPage in Hindi', () => {
  it('members, a member’s certificates, the training modules and the question bank, with no English text of the catalogue left', async () => {
    on('GET', adminEndpoints.certification.adminCertificationMembers.path, {
      status: 'success',
      members: [amit, makeCertificationMember('AP1002', 'Asha Rao')],
      counts: { training: 1, exam: 0, certified: 1, revoked: 0 },
      nextCursor: null,
    });
    on('GET', buildPath(adminEndpoints.certification.adminCertificationMember.path, { code: 'AP1003' }), {
      status: 'success',
      member: amit,
      modules: [],
      attempts: [],
      certificates: [makeCertificate('POSP-2026-000007')],
    });
    on('GET', adminEndpoints.certification.adminTrainingModules.path, { status: 'success', modules: [makeModule(1)] });
    on('GET', adminEndpoints.certification.adminQuestions.path, {
      status: 'success',
      questions: [makeQuestion(1)],
      activeCount: 1,
      nextCursor: null,
    });
    const { user } = renderPage(CertificationPage, '/admin/certification?member=AP1003');
    expect(screen.getByRole('heading', { level: 1, name: 'सर्टिफ़िकेशन' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'सदस्य और उनका सर्टिफ़िकेशन चरण' });
    expect(table).toHaveTextContent('प्रमाणित');
    const details = (await screen.findByRole('heading', { level: 2, name: 'Amit Kumar (AP1003)' })).closest('section')!;
    await user.click(within(details).getByRole('button', { name: 'POSP-2026-000007 रद्द करें…' }));
    expect(within(details).getByRole('textbox', { name: 'रद्द करने का कारण' })).toBeInTheDocument();
    expect(englishLeft({ catalogues: ['backoffice', 'common'] })).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'प्रशिक्षण' }));
    await screen.findByRole('table', { name: 'क्रम से प्रशिक्षण मॉड्यूल' });
    await user.click(screen.getByRole('button', { name: 'मॉड्यूल जोड़ें' }));
    expect(screen.getByRole('textbox', { name: 'शीर्षक (हिन्दी)' })).toBeInTheDocument();
    expect(englishLeft({ catalogues: ['backoffice', 'common'] })).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'प्रश्न बैंक' }));
    await screen.findByRole('table', { name: 'बैंक के प्रश्न' });
    await user.click(screen.getByRole('button', { name: 'प्रश्न जोड़ें' }));
    expect(screen.getByRole('radio', { name: 'विकल्प 1 सही है' })).toBeChecked();
    expect(englishLeft({ catalogues: ['backoffice', 'common'] })).toEqual([]);
  });
});
