import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';
import styles from './Skeleton.module.css';

describe('Skeleton', () => {
  it('holds the room of its words, hidden from assistive technology', () => {
    const { container } = render(<Skeleton text="Mark renewed" />);
    const bone = container.firstElementChild;
    expect(bone?.tagName).toBe('SPAN');
    expect(bone).toHaveAttribute('aria-hidden', 'true');
    expect(bone).toHaveTextContent('Mark renewed');
    expect(bone).toHaveClass(styles.skeleton!);
    expect(bone).not.toHaveClass(styles.block!);
  });

  it('holds the room of a blank of so many characters', () => {
    const { container } = render(<Skeleton chars={3} />);
    expect(container.firstElementChild?.textContent).toBe('\u00a0\u00a0\u00a0');
  });

  it('takes a width, a line of its own and the caller’s class', () => {
    const { container } = render(<Skeleton width="6rem" block className="avatar" />);
    const bone = container.firstElementChild as HTMLElement;
    expect(bone.style.width).toBe('6rem');
    expect(bone).toHaveClass(styles.skeleton!, styles.block!, 'avatar');
    expect(bone).toBeEmptyDOMElement();
  });
});
