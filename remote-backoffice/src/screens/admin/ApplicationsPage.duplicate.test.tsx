import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { englishLeft, switchLanguageForTest } from '@portal/shared/testing';
import { setUpScreenTests } from '../../testing/testConfig';
import { fakeApi, makeApplication, renderApplicationsPage } from '../../testing/applicationsTestApi';
import { signInAsOperator } from '../../testing/operatorClient';

signInAsOperator();

setUpScreenTests();

async function openDetails(user: ReturnType<typeof renderApplicationsPage>['user'], name: string) {
  const list = await screen.findByRole('list', { name: /./ });
  await user.click(within(list).getByRole('button', { name: new RegExp(name) }));
  return (await screen.findByRole('heading', { level: 2, name })).closest('section')!;
}

describe('ApplicationsPage: an applicant who is a member already', () => {
  it('warns at review which member the PAN or the Aadhaar matches, and says nothing for an application without a match', async () => {
    fakeApi([
      makeApplication(1, { duplicateOf: { coCode: 'AP1002', name: 'Priya Patel', matched: 'pan' } }),
      makeApplication(2, { duplicateOf: { coCode: 'AP1003', name: 'Amit Kumar', matched: 'aadhaar' } }),
      makeApplication(3),
    ]);
    const { user } = renderApplicationsPage();
    let details = await openDetails(user, 'Applicant 1');
    expect(within(details).getByText(/^Matches member/)).toHaveTextContent(
      'Matches member AP1002 (Priya Patel) by PAN. A person may not be engaged twice: check before approving.',
    );
    details = await openDetails(user, 'Applicant 2');
    expect(details).toHaveTextContent('Matches member AP1003 (Amit Kumar) by Aadhaar.');
    details = await openDetails(user, 'Applicant 3');
    expect(details).not.toHaveTextContent('Matches member');
  });

  it('warns in Hindi', async () => {
    fakeApi([makeApplication(1, { duplicateOf: { coCode: 'AP1002', name: 'Priya Patel', matched: 'pan' } })]);
    await switchLanguageForTest('hi');
    const { user } = renderApplicationsPage();
    const details = await openDetails(user, 'Applicant 1');
    expect(details).toHaveTextContent('PAN से सदस्य AP1002 (Priya Patel) से मेल खाता है।');
    expect(englishLeft({ catalogues: ['backoffice', 'common'] })).toEqual([]);
  });
});
