import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InsightsContent } from './InsightsContent';

describe('InsightsContent', () => {
  it('before the insights: the summary’s lines and four chart boxes, hidden from assistive tech, one status', () => {
    const { rerender } = render(<InsightsContent state={{ status: 'idle' }} onRetry={() => {}} />);
    const skeleton = screen.getByTestId('insights-skeleton');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(within(skeleton).getByRole('status')).toHaveTextContent('Loading insights');
    const grid = skeleton.querySelector(':scope > div[aria-hidden="true"]');
    expect(grid?.children).toHaveLength(4);
    expect(skeleton.querySelector(':scope > p')).toHaveAttribute('aria-hidden', 'true');
    rerender(<InsightsContent state={{ status: 'loading' }} onRetry={() => {}} />);
    expect(screen.getByTestId('insights-skeleton')).toBe(skeleton);
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });
});
