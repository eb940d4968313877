import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Input } from './Input';
import { SelectField } from './SelectField';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is labelled, and described by its hint and error, which make it invalid', () => {
    render(<TextField label="Email" hint="We write to it once." error="Enter a valid email." required />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We write to it once. Enter a valid email.');
  });

  it('is valid and described by its hint alone without an error, and by another id when told', () => {
    render(
      <>
        <p id="form-message">Check the form.</p>
        <TextField label="Name" hint="As on your PAN." describedBy="form-message" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('As on your PAN. Check the form.');
  });

  it('keeps the id it is given and shows an addon beside the input', () => {
    render(<TextField id="code" label="Code" addon={<button type="button">Verify</button>} />);
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAttribute('id', 'code');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
  });

  it('keeps the label text itself free of the required star', () => {
    render(<TextField label="Phone" required labelNote="(mobile)" />);
    expect(screen.getByRole('textbox', { name: 'Phone (mobile)' })).toBeRequired();
  });
});

describe('TextAreaField', () => {
  it('is labelled, three rows high, and described by its error', () => {
    render(<TextAreaField label="Message" error="Write a message." />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea).toHaveAttribute('rows', '3');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Write a message.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces its error as an alert when told, and can be required without the star', () => {
    const { container } = render(
      <TextAreaField label="Reason" required requiredMark={false} size="sm" error="Give a reason." errorRole="alert" />,
    );
    const textarea = screen.getByRole('textbox', { name: 'Reason' });
    expect(textarea).toBeRequired();
    expect(textarea).toHaveAccessibleDescription('Give a reason.');
    expect(screen.getByRole('alert')).toHaveTextContent('Give a reason.');
    expect(container).not.toHaveTextContent('*');
    expect(textarea.className).toMatch(/sm/);
  });

  it('shows the star of a required field unless told', () => {
    const { container } = render(<TextAreaField label="Reason" required />);
    expect(container).toHaveTextContent('*');
  });
});

describe('SelectField', () => {
  it('is a labelled list of its options, described by its hint and error', () => {
    render(
      <SelectField label="Month" hint="Payouts are monthly." error="Choose a month." defaultValue="7">
        <option value="6">June</option>
        <option value="7">July</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Month' });
    expect(select).toHaveValue('7');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Payouts are monthly. Choose a month.');
  });
});

describe('Input', () => {
  it("is the fields' input alone, labelled by the caller, its size and own class on it", () => {
    render(
      <>
        <label htmlFor="q">Member</label>
        <Input id="q" size="sm" className="mine" role="combobox" aria-expanded={false} />
      </>,
    );
    const input = screen.getByRole('combobox', { name: 'Member' });
    expect(input.className).toContain('mine');
    expect(input.className).toMatch(/sm/);
  });

  it('puts a decorative icon inside its box, beside the input', () => {
    render(
      <>
        <label htmlFor="client">Client</label>
        <Input id="client" type="search" icon={<svg data-testid="icon" />} />
      </>,
    );
    const input = screen.getByRole('searchbox', { name: 'Client' });
    const icon = screen.getByTestId('icon');
    expect(icon.parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(input.parentElement).toBe(icon.parentElement?.parentElement);
  });
});
