import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSale } from '../../../testing/testUtils';
import { PolicyCard } from './PolicyCard';
import { PolicyCardSkeleton } from './PolicyCardSkeleton';

describe('PolicyCardSkeleton', () => {
  it('has the card’s box, header, rows (no vehicle number) and button, hidden from assistive tech', () => {
    render(
      <>
        <PolicyCard sale={makeSale(1, { vehicleNo: null })} onView={() => {}} />
        <PolicyCardSkeleton />
      </>,
    );
    const card = screen.getByRole('article');
    const skeleton = screen.getByTestId('policy-card-skeleton');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton.className.split(' ')[0]).toBe(card.className.split(' ')[0]);
    const rows = (root: Element) => root.children[1]?.children.length;
    expect(rows(skeleton)).toBe(rows(card));
    expect(skeleton.children[1]?.className).toBe(card.children[1]?.className);
    expect(skeleton.children[2]?.className.split(' ')[0]).toBe(card.children[2]?.className);
  });
});
