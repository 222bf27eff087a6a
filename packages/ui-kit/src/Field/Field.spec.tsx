import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input } from './Input';
import { Select } from './Select';
import { Textarea } from './Textarea';

describe('Input', () => {
  it('labels the input and leaves it valid without an error', () => {
    render(<Input label="Email" type="email" required />);
    const input = screen.getByLabelText(/Email/);
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('wires the error text to the input', () => {
    render(<Input label="Email" error="Email is required" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email is required');
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
  });

  it('describes the input with both hint and error, keeping an explicit id', () => {
    render(<Input id="email" label="Email" hint="We never share it" error="Invalid email" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('id', 'email');
    expect(input).toHaveAttribute('aria-describedby', 'email-hint email-error');
    expect(input).toHaveAccessibleDescription('We never share it Invalid email');
  });

  it('accepts typing as a normal controlled-or-not input', async () => {
    render(<Input label="Name" />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
  });
});

describe('Textarea', () => {
  it('labels the textarea and wires its error', () => {
    render(<Textarea label="Content" required error="Adding Post Failed" />);
    const textarea = screen.getByRole('textbox', { name: /Content/ });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toBeRequired();
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Adding Post Failed');
  });
});

describe('Select', () => {
  it('labels a native select, wires its hint and reports the picked option', async () => {
    const picked: string[] = [];
    render(
      <Select
        label="Currency"
        hint="New meals start with it"
        defaultValue="USD"
        onChange={(event) => picked.push(event.target.value)}
      >
        <option value="EUR">Euro (EUR)</option>
        <option value="USD">US Dollar (USD)</option>
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveValue('USD');
    expect(select).toHaveAccessibleDescription('New meals start with it');

    await userEvent.selectOptions(select, 'Euro (EUR)');
    expect(select).toHaveValue('EUR');
    expect(picked).toEqual(['EUR']);
  });
});
