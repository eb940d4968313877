import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemberScopeSkeleton } from './MemberScopeSkeleton';
import styles from './MemberScope.module.css';

describe('MemberScopeSkeleton', () => {
  it('on a wide screen: the status line outside anything busy, the grey bars as the busy part', () => {
    render(<MemberScopeSkeleton isNarrow={false} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading your team...');
    expect(status).not.toHaveAttribute('aria-busy');
    expect(status.closest('[aria-busy="true"]')).toBeNull();
    const busy = screen.getByTestId('member-scope-skeleton').querySelectorAll('[aria-busy="true"]');
    expect(busy).toHaveLength(1);
    expect(busy[0]).toHaveClass(styles.skeletonBars!);
    // The title's bar and the four cards'.
    expect(busy[0]!.children).toHaveLength(5);
    expect(busy[0]!.querySelectorAll(`.${styles.skeletonCard}`)).toHaveLength(4);
  });

  it('on a phone: the picker’s place says it loads, and nothing around that line is busy', () => {
    render(<MemberScopeSkeleton isNarrow />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading your team...');
    expect(status.closest('[aria-busy="true"]')).toBeNull();
    expect(screen.getByTestId('member-scope-skeleton').querySelector('[aria-busy="true"]')).toBeNull();
  });
});
