import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DetailRow } from './DetailRow';

describe('DetailRow', () => {
  it('is a term and its definition in one row of a description list', () => {
    const { container } = render(
      <dl>
        <DetailRow label="Policy number" className="row" valueClassName="value">
          POL-1
        </DetailRow>
      </dl>,
    );
    const term = screen.getByRole('term');
    expect(term).toHaveTextContent('Policy number');
    expect(screen.getByRole('definition')).toHaveTextContent('POL-1');
    expect(screen.getByRole('definition')).toHaveClass('value');
    expect(term.parentElement).toHaveClass('row');
    expect(container.querySelector('dl > div > dt + dd')).not.toBeNull();
  });
});
