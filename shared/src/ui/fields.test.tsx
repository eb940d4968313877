import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
