import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { programAsPdf, renderQueries, setUpQueriesTests } from '../../../testing/queriesTestUtils';

setUpQueriesTests();

/** axe over the page, inside a `<main>` as the shell shows it (colours: the kit's tokens, checked in a browser by the e2e suite). */
async function violations(root: Element = document.body) {
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

describe('QueriesPage — accessibility', () => {
  it('the list, a query with its reply form, and the raise dialog with a refused file have no axe violations', async () => {
    const user = userEvent.setup();
    const { unmount } = renderQueries('/sales/queries', { inMain: true });
    await screen.findAllByTestId('query-card');
    expect(await violations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'A policy I sold is missing' }));
    const dialog = screen.getByRole('dialog', { name: 'A policy I sold is missing' });
    await user.upload(within(dialog).getByLabelText('Attach files'), programAsPdf());
    await within(dialog).findByText('invoice.pdf is not a PDF, JPEG or PNG file.');
    await user.click(within(dialog).getByRole('button', { name: 'Send query' }));
    await within(dialog).findByText('Please correct the fields marked below.');
    expect(await violations(dialog)).toEqual([]);
    unmount();

    renderQueries('/sales/queries?query=7', { inMain: true });
    await screen.findByRole('form', { name: 'Reply' });
    expect(await violations()).toEqual([]);
  });
});
