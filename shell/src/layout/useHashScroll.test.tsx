import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { useHashScroll } from './useHashScroll';

let navigateTo: (to: string) => void = () => undefined;
function Probe() {
  useHashScroll();
  const navigate = useNavigate();
  useEffect(() => {
    navigateTo = navigate;
  }, [navigate]);
  return <section id="products">Products</section>;
}

describe('useHashScroll', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Element.prototype.scrollIntoView = vi.fn();
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  });
  afterEach(() => vi.useRealTimers());

  it('scrolls smoothly to the hash section about 100 ms after navigation', () => {
    render(
      <MemoryRouter initialEntries={['/#products']}>
        <Probe />
      </MemoryRouter>,
    );
    const scroll = vi.mocked(Element.prototype.scrollIntoView);
    act(() => vi.advanceTimersByTime(90));
    expect(scroll).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(20));
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('a page change without a hash starts at the top; a query change keeps the position', () => {
    render(
      <MemoryRouter initialEntries={['/sales']}>
        <Probe />
      </MemoryRouter>,
    );
    // The first page keeps the browser's position (a visitor may have scrolled the pre-rendered page).
    expect(window.scrollTo).not.toHaveBeenCalled();
    act(() => navigateTo('/'));
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    act(() => navigateTo('/?types=life'));
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    act(() => navigateTo('/profile'));
    expect(window.scrollTo).toHaveBeenCalledTimes(2);
  });
});
