import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { switchLanguageForTest } from '@portal/shared/testing';
import { UpdateNotice } from './UpdateNotice';
import { offerUpdate, useUpdateStore } from './updateStore';

afterEach(() => {
  act(() => useUpdateStore.setState({ reload: null }));
});

describe('UpdateNotice', () => {
  it('says nothing until a new release is there, in a polite live region present from the start', () => {
    render(<UpdateNotice />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('offers "A new version is available — Reload" and reloads only when the member chooses to', async () => {
    const reload = vi.fn();
    render(<UpdateNotice />);
    act(() => offerUpdate(reload, false));
    expect(screen.getByRole('status')).toHaveTextContent('A new version is available—Reload');
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a new shell’s reload (through its waiting worker) is kept over a remote’s plain one', async () => {
    const viaWorker = vi.fn();
    const plain = vi.fn();
    render(<UpdateNotice />);
    act(() => offerUpdate(viaWorker, true));
    act(() => offerUpdate(plain, false));
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(viaWorker).toHaveBeenCalledTimes(1);
    expect(plain).not.toHaveBeenCalled();
  });

  it('is in Hindi too', async () => {
    await act(() => switchLanguageForTest('hi'));
    try {
      render(<UpdateNotice />);
      act(() => offerUpdate(() => undefined, false));
      expect(screen.getByRole('status')).toHaveTextContent('एक नया संस्करण उपलब्ध है');
      expect(screen.getByRole('button', { name: 'फिर से लोड करें' })).toBeVisible();
    } finally {
      await act(() => switchLanguageForTest('en'));
    }
  });
});
