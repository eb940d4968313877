import { render, screen } from '@testing-library/react';
import { Banner } from './Banner';
import styles from './Banner.module.css';

describe('Banner', () => {
  it('shows its text and its action in one box, with the role its caller gives', () => {
    render(
      <Banner tone="warning" role="status" action={<a href="/certification">Go to your training</a>}>
        You can&apos;t sell yet.
      </Banner>,
    );
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent("You can't sell yet.");
    expect(banner).toContainElement(screen.getByRole('link', { name: 'Go to your training' }));
  });

  it('takes no role of its own: inside a live region, that region announces it', () => {
    const { container } = render(<Banner tone="neutral">Offline</Banner>);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container).toHaveTextContent('Offline');
  });

  it('draws its accent in its tone', () => {
    render(
      <>
        <Banner tone="neutral" data-testid="neutral">
          Offline
        </Banner>
        <Banner tone="warning" data-testid="warning">
          Revoked
        </Banner>
      </>,
    );
    expect(screen.getByTestId('neutral')).toHaveClass(styles.banner!, styles.neutral!);
    expect(screen.getByTestId('warning')).toHaveClass(styles.banner!, styles.warning!);
    expect(screen.getByTestId('warning')).not.toHaveClass(styles.neutral!);
  });
});
