import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { buildPath } from '@portal/shared';
import { adminEndpoints } from '@portal/shared/admin';
import { beforeEach, describe, expect, it } from 'vitest';
import CertificationPage from './certification/CertificationPage';
import QueriesPage from './queries/QueriesPage';
import { fakeFetch, on, resetFakeServer } from '../../testing/fakeServer';
import { signInAsOperator } from '../../testing/operatorClient';
import { renderPage } from '../../testing/renderPage';
import { makeQuery, makeQueryDetail, missingPolicySubject } from '../../testing/queryFixtures';
import { makeCertificate, makeCertificationMember, makeModule, makeQuestion } from '../../testing/certificationFixtures';

// The certification and payout query sections under axe, inside a <main> as the shell shows them (colours:
// the kit's tokens, checked in a browser by the e2e suite's tab bar walk).
signInAsOperator(fakeFetch);

beforeEach(() => resetFakeServer());

async function violations(root: Element = document.body) {
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

const inMain = (Page: () => React.JSX.Element) => () => (
  <main>
    <Page />
  </main>
);

describe('the back office’s certification and payout query sections: accessibility', () => {
  it('payout queries: the list, a missing-policy query with its thread, forms and the policy form', async () => {
    on('GET', adminEndpoints.queries.adminQueries.path, {
      status: 'success',
      queries: [makeQuery(1, { overdue: true }), makeQuery(2, { type: 'missing_policy', subject: missingPolicySubject })],
      nextCursor: 'next',
    });
    on('GET', buildPath(adminEndpoints.queries.adminQuery.path, { id: 2 }), {
      status: 'success',
      query: makeQueryDetail(2, { type: 'missing_policy', subject: missingPolicySubject }),
    });
    const { user } = renderPage(inMain(QueriesPage), '/admin/queries?query=2');
    await screen.findByRole('heading', { level: 2, name: /^Q-000002/ });
    await user.click(screen.getByRole('button', { name: 'Create the policy…' }));
    await user.click(screen.getByRole('button', { name: 'Create policy' }));
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await violations()).toEqual([]);
  });

  it('certification: members with a member’s certificates and the revoke dialog, the module editor, the question editor', async () => {
    const amit = makeCertificationMember('AP1003', 'Amit Kumar', {
      stage: 'certified',
      certificateNumber: 'POSP-2026-000007',
      certifiedOn: '2026-10-02',
    });
    on('GET', adminEndpoints.certification.adminCertificationMembers.path, {
      status: 'success',
      members: [amit, makeCertificationMember('AP1002', 'Asha Rao')],
      counts: { training: 1, exam: 0, certified: 1, revoked: 0 },
      nextCursor: null,
    });
    on('GET', buildPath(adminEndpoints.certification.adminCertificationMember.path, { code: 'AP1003' }), {
      status: 'success',
      member: amit,
      modules: [{ id: 1, title: 'Selling fairly', secondsDone: 600, requiredSeconds: 3_600 }],
      attempts: [],
      certificates: [makeCertificate('POSP-2026-000007')],
    });
    on('GET', adminEndpoints.certification.adminTrainingModules.path, {
      status: 'success',
      modules: [makeModule(1), makeModule(2, { active: false })],
    });
    on('GET', adminEndpoints.certification.adminQuestions.path, {
      status: 'success',
      questions: [makeQuestion(1)],
      activeCount: 1,
      nextCursor: null,
    });
    const { user } = renderPage(inMain(CertificationPage), '/admin/certification?member=AP1003');
    const details = (await screen.findByRole('heading', { level: 2, name: 'Amit Kumar (AP1003)' })).closest('section')!;
    await user.click(within(details).getByRole('button', { name: 'Revoke POSP-2026-000007…' }));
    await user.click(within(details).getByRole('button', { name: 'Revoke' }));
    expect(await violations()).toEqual([]);
    await user.type(within(details).getByRole('textbox', { name: 'Reason for revoking' }), 'Licence lapsed');
    await user.click(within(details).getByRole('button', { name: 'Revoke' }));
    expect(await violations(screen.getByRole('dialog'))).toEqual([]);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Training' }));
    await user.click(await screen.findByRole('button', { name: 'Add a module' }));
    await user.click(screen.getByRole('button', { name: 'Save module' }));
    expect(await violations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Question bank' }));
    await user.click(await screen.findByRole('button', { name: 'Add a question' }));
    await user.click(screen.getByRole('button', { name: 'Save question' }));
    expect(await violations()).toEqual([]);
  });
});
