import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PickButton } from './PickButton';

describe('PickButton', () => {
  it('tells the chosen item with aria-current, and calls back on click', async () => {
    const user = userEvent.setup({ delay: null });
    const onClick = vi.fn();
    render(
      <ul>
        <li>
          <PickButton selected onClick={onClick}>
            Asha Rao
          </PickButton>
        </li>
        <li>
          <PickButton selected={false}>Ravi Kumar</PickButton>
        </li>
      </ul>,
    );
    expect(screen.getByRole('button', { name: 'Asha Rao' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Ravi Kumar' })).not.toHaveAttribute('aria-current');
    await user.click(screen.getByRole('button', { name: 'Asha Rao' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is a toggle when told so', () => {
    render(
      <PickButton selected selectedAs="pressed">
        Asha Rao
      </PickButton>,
    );
    const button = screen.getByRole('button', { name: 'Asha Rao', pressed: true });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).not.toHaveAttribute('aria-current');
  });
});
