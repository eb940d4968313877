import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingOverlay } from './LoadingOverlay';

describe('LoadingOverlay', () => {
  it('is a polite status with its words, and is not busy itself, so that the words are said', () => {
    render(<LoadingOverlay label="Loading the statement…" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading the statement…');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).not.toHaveAttribute('aria-busy');
  });

  it('says “Loading...” when given no words', () => {
    render(<LoadingOverlay />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});
