import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TableScroller } from './TableScroller';

let notify: () => void = () => {};
class FakeResizeObserver {
  constructor(callback: () => void) {
    notify = callback;
  }
  observe() {}
  disconnect() {}
}

afterEach(() => vi.unstubAllGlobals());

function renderWithWidths(scrollWidth: number, clientWidth: number, hint?: string) {
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  const { container } = render(
    <TableScroller label="Payments in July 2026" hint={hint} className="box">
      <table>
        <tbody>
          <tr>
            <td>x</td>
          </tr>
        </tbody>
      </table>
    </TableScroller>,
  );
  const box = container.firstElementChild as HTMLElement;
  Object.defineProperty(box, 'scrollWidth', { value: scrollWidth });
  Object.defineProperty(box, 'clientWidth', { value: clientWidth });
  act(() => notify());
  return box;
}

describe('TableScroller', () => {
  it('is a labelled region a keyboard can reach while the table is wider than it', () => {
    const box = renderWithWidths(640, 320);
    expect(screen.getByRole('region', { name: 'Payments in July 2026' })).toBe(box);
    expect(box).toHaveAttribute('tabindex', '0');
  });

  it('is neither while the table fits', () => {
    const box = renderWithWidths(320, 320);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(box).not.toHaveAttribute('tabindex');
  });

  it('shows its hint while the table is wider than it, and the region is described by it', () => {
    const box = renderWithWidths(640, 320, 'Swipe sideways to see every column');
    const hint = screen.getByText('Swipe sideways to see every column');
    expect(screen.getByRole('region', { name: 'Payments in July 2026' })).toHaveAccessibleDescription(hint.textContent ?? '');
    expect(box).toHaveAttribute('data-more-after');
    expect(box).not.toHaveAttribute('data-more-before');
  });

  it('hides the hint while the table fits', () => {
    renderWithWidths(320, 320, 'Swipe sideways to see every column');
    expect(screen.queryByText('Swipe sideways to see every column')).not.toBeInTheDocument();
  });

  it('marks the edges that have more beyond them as it is scrolled', () => {
    const box = renderWithWidths(640, 320);
    box.scrollLeft = 320;
    act(() => {
      box.dispatchEvent(new Event('scroll'));
    });
    expect(box).toHaveAttribute('data-more-before');
    expect(box).not.toHaveAttribute('data-more-after');
  });
});
