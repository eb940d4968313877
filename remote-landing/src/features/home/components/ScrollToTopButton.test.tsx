import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTopButton } from './ScrollToTopButton';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    fireEvent.scroll(window);
  });
}

const button = () => screen.queryByRole('button', { name: 'Scroll to top' });

let windowScrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  windowScrollTo = vi.fn();
  vi.stubGlobal('scrollTo', windowScrollTo);
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ScrollToTopButton', () => {
  it('is hidden at the top and up to 300 px of scroll, and appears beyond 300 px', () => {
    render(<ScrollToTopButton />);
    expect(button()).not.toBeInTheDocument();
    scrollTo(150);
    expect(button()).not.toBeInTheDocument();
    scrollTo(300);
    expect(button()).not.toBeInTheDocument();
    scrollTo(301);
    expect(button()).toBeInTheDocument();
    scrollTo(120);
    expect(button()).not.toBeInTheDocument();
  });

  it('shows at once when the page is already scrolled down on mount', () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 900 });
    render(<ScrollToTopButton />);
    expect(button()).toBeInTheDocument();
  });

  it('scrolls smoothly to the top when clicked and moves focus to the target', async () => {
    const user = userEvent.setup();
    render(
      <>
        <h1 id="top-heading" tabIndex={-1}>
          Top
        </h1>
        <ScrollToTopButton focusTargetId="top-heading" />
      </>,
    );
    scrollTo(800);
    await user.click(button()!);
    expect(windowScrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByRole('heading', { name: 'Top' })).toHaveFocus();
  });

  it('is a real button reachable with the keyboard', async () => {
    const user = userEvent.setup();
    render(<ScrollToTopButton />);
    scrollTo(500);
    await user.tab();
    expect(button()).toHaveFocus();
    expect(button()).toHaveAttribute('type', 'button');
    await user.keyboard('{Enter}');
    expect(windowScrollTo).toHaveBeenCalledTimes(1);
  });

  it('jumps without animation when the user prefers reduced motion', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: query.includes('prefers-reduced-motion'), addEventListener() {}, removeEventListener() {} })),
    );
    const user = userEvent.setup();
    render(<ScrollToTopButton />);
    scrollTo(500);
    await user.click(button()!);
    expect(windowScrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });
});
