import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductTiles } from './ProductTiles';

/** A matchMedia whose max-width queries answer for the given viewport width. */
function mockViewport(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Set<() => void>();
  vi.stubGlobal('innerWidth', width);
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => {
      const max = /max-width:\s*(\d+)px/.exec(query);
      return {
        matches: max ? width <= Number(max[1]) : false,
        media: query,
        onchange: null,
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
        addListener: vi.fn(),
        removeListener: vi.fn(),
        dispatchEvent: vi.fn(),
      };
    }),
  );
  return {
    resize(next: number) {
      width = next;
      vi.stubGlobal('innerWidth', next);
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

const tile = (name: RegExp | string) => screen.getByRole('button', { name });
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;

let scrollIntoView: ReturnType<typeof vi.fn>;

beforeEach(() => {
  scrollIntoView = vi.fn();
  Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ProductTiles', () => {
  it('shows the four product tiles as collapsed buttons that control their panels', () => {
    mockViewport(1280);
    render(<ProductTiles />);
    const names = ['Health Insurance', 'Life Insurance', 'Car Insurance', 'Two-Wheeler Insurance'];
    for (const name of names) {
      const button = tile(name);
      expect(button).toHaveAttribute('type', 'button');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const panel = panelOf(button);
      expect(panel).not.toBeNull();
      expect(panel).not.toBeVisible();
    }
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('opens a panel with the description and the four points on click, and closes it on a second click', async () => {
    mockViewport(1280);
    const user = userEvent.setup();
    render(<ProductTiles />);
    const health = tile('Health Insurance');

    await user.click(health);
    expect(health).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Health Insurance' });
    expect(panel).toBe(panelOf(health));
    expect(panel).toBeVisible();
    expect(within(panel).getByText(/cashless treatment/i)).toBeInTheDocument();
    const points = within(panel)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('strong')?.textContent);
    expect(points).toEqual(['Family', 'Senior citizen', 'Critical illness', 'Personal accident']);

    await user.click(health);
    expect(health).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it.each([
    ['Life Insurance', ['Replacing lost income', 'Paying off debts', "Children's education", 'Everyday expenses']],
    ['Car Insurance', ['Zero depreciation', 'Roadside assistance', '24/7 claim support', 'NCB protection']],
    ['Two-Wheeler Insurance', ['Personal accident cover', 'Third party liability', 'Quick claim settlement', 'Add-on covers']],
  ])('lists the four points of %s', async (name, expected) => {
    mockViewport(1280);
    const user = userEvent.setup();
    render(<ProductTiles />);
    await user.click(tile(name));
    const panel = screen.getByRole('region', { name });
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent),
    ).toEqual(expected);
  });

  it('keeps only one panel open at a time', async () => {
    mockViewport(1280);
    const user = userEvent.setup();
    render(<ProductTiles />);
    await user.click(tile('Health Insurance'));
    await user.click(tile('Car Insurance'));
    expect(tile('Health Insurance')).toHaveAttribute('aria-expanded', 'false');
    expect(tile('Car Insurance')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Car Insurance' })).toBeVisible();
    expect(panelOf(tile('Health Insurance'))).not.toBeVisible();
  });

  it('works from the keyboard: Tab to a tile, Enter and Space toggle it, Escape closes it', async () => {
    mockViewport(1280);
    const user = userEvent.setup();
    render(<ProductTiles />);

    await user.tab();
    expect(tile('Health Insurance')).toHaveFocus();
    await user.tab();
    expect(tile('Life Insurance')).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(tile('Life Insurance')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(tile('Life Insurance')).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Enter}');
    expect(tile('Life Insurance')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(tile('Life Insurance')).toHaveAttribute('aria-expanded', 'false');
    expect(tile('Life Insurance')).toHaveFocus();
  });

  it("closes from the panel's close button and returns focus to the tile", async () => {
    mockViewport(1280);
    const user = userEvent.setup();
    render(<ProductTiles />);
    await user.click(tile('Car Insurance'));
    await user.click(screen.getByRole('button', { name: 'Close Car Insurance details' }));
    expect(tile('Car Insurance')).toHaveAttribute('aria-expanded', 'false');
    expect(tile('Car Insurance')).toHaveFocus();
  });

  it('wide (above 968 px): shows the panel below the grid and does not scroll', () => {
    vi.useFakeTimers();
    mockViewport(1280);
    render(<ProductTiles />);
    const grid = screen.getByTestId('product-grid');

    fireEvent.click(tile('Life Insurance'));
    const panel = screen.getByRole('region', { name: 'Life Insurance' });
    expect(grid).not.toContainElement(panel);
    expect(grid.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(panel).toHaveAttribute('data-placement', 'below-grid');

    act(() => vi.advanceTimersByTime(500));
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('narrow (968 px and below): opens the panel right under its tile and scrolls it into view after 100 ms', () => {
    vi.useFakeTimers();
    mockViewport(968);
    render(<ProductTiles />);
    const grid = screen.getByTestId('product-grid');

    const life = tile('Life Insurance');
    fireEvent.click(life);
    const panel = screen.getByRole('region', { name: 'Life Insurance' });
    expect(grid).toContainElement(panel);
    expect(life.closest('[data-product]')!.nextElementSibling).toBe(panel);
    expect(panel).toHaveAttribute('data-placement', 'under-tile');

    act(() => vi.advanceTimersByTime(99));
    expect(scrollIntoView).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(panel);
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
  });

  it('narrow: closing before 100 ms cancels the scroll, and closing never scrolls', () => {
    vi.useFakeTimers();
    mockViewport(375);
    render(<ProductTiles />);
    fireEvent.click(tile('Car Insurance'));
    act(() => vi.advanceTimersByTime(50));
    fireEvent.click(tile('Car Insurance'));
    act(() => vi.advanceTimersByTime(500));
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('moves an open panel between the two placements when the viewport crosses 968 px', () => {
    const viewport = mockViewport(1280);
    render(<ProductTiles />);
    const grid = screen.getByTestId('product-grid');
    fireEvent.click(tile('Health Insurance'));
    expect(grid).not.toContainElement(screen.getByRole('region', { name: 'Health Insurance' }));

    viewport.resize(800);
    const panel = screen.getByRole('region', { name: 'Health Insurance' });
    expect(tile('Health Insurance').closest('[data-product]')!.nextElementSibling).toBe(panel);
    expect(tile('Health Insurance')).toHaveAttribute('aria-expanded', 'true');

    viewport.resize(1200);
    expect(grid).not.toContainElement(screen.getByRole('region', { name: 'Health Insurance' }));
  });

  it('falls back to window.innerWidth when matchMedia is not available', () => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', undefined);
    vi.stubGlobal('innerWidth', 600);
    render(<ProductTiles />);
    const scooter = tile('Two-Wheeler Insurance');
    fireEvent.click(scooter);
    expect(scooter.closest('[data-product]')!.nextElementSibling).toBe(panelOf(scooter));
    act(() => vi.advanceTimersByTime(100));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });
});
