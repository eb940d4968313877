import { render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { makeSales } from '../../../testing/testUtils';
import { FIRST_CARDS, PolicyGrid } from './PolicyGrid';

function grid(count: number) {
  return (
    <PolicyGrid
      items={makeSales(1, count)}
      hasMore={false}
      loadingMore={false}
      onLoadMore={() => {}}
      onView={() => {}}
      openingSrNo={null}
    />
  );
}

describe('PolicyGrid', () => {
  it('draws a new list’s first cards in the first commit, then the rest of the page', () => {
    const drawn: number[] = [];
    const { rerender } = render(
      <Profiler id="grid" onRender={() => drawn.push(document.querySelectorAll('article').length)}>
        {grid(0)}
      </Profiler>,
    );
    drawn.length = 0;
    rerender(
      <Profiler id="grid" onRender={() => drawn.push(document.querySelectorAll('article').length)}>
        {grid(50)}
      </Profiler>,
    );
    expect(drawn[0]).toBe(FIRST_CARDS);
    expect(drawn.at(-1)).toBe(50);
    expect(screen.getAllByRole('article')).toHaveLength(50);
  });

  it('draws a page added below a list in the same commit', () => {
    const drawn: number[] = [];
    const onRender = () => drawn.push(document.querySelectorAll('article').length);
    const { rerender } = render(
      <Profiler id="grid" onRender={onRender}>
        {grid(50)}
      </Profiler>,
    );
    drawn.length = 0;
    rerender(
      <Profiler id="grid" onRender={onRender}>
        {grid(100)}
      </Profiler>,
    );
    expect(drawn[0]).toBe(100);
  });
});
