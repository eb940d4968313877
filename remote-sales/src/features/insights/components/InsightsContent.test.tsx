import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InsightsContent } from './InsightsContent';

describe('InsightsContent', () => {
  it('before the insights: the summary’s lines and four chart boxes, hidden from assistive tech, one status', () => {
    const { rerender } = render(<InsightsContent state={{ status: 'idle' }} onRetry={() => {}} />);
    const skeleton = screen.getByTestId('insights-skeleton');
    const status = within(skeleton).getByRole('status');
    expect(status).toHaveTextContent('Loading insights');
    expect(status).not.toHaveAttribute('aria-busy');
    expect(status.closest('[aria-busy="true"]')).toBeNull();
    const grid = skeleton.querySelector(':scope > div[aria-hidden="true"]');
    expect(grid?.children).toHaveLength(4);
    const summary = skeleton.querySelector(':scope > p');
    expect(summary).toHaveAttribute('aria-hidden', 'true');
    // The busy parts are the placeholders, not the box that also holds the status.
    expect([...skeleton.querySelectorAll('[aria-busy="true"]')]).toEqual([summary, grid]);
    rerender(<InsightsContent state={{ status: 'loading' }} onRetry={() => {}} />);
    expect(screen.getByTestId('insights-skeleton')).toBe(skeleton);
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });
});
