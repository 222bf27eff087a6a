import { render, screen } from '@testing-library/react';
import { EmailInput, PasswordInput } from './CredentialInputs';

describe('EmailInput', () => {
  it('is a required e-mail field named email, labelled Email', () => {
    render(<EmailInput />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toBeRequired();
  });
});

describe('PasswordInput', () => {
  it.each([
    ['current', 'current-password'],
    ['new', 'new-password'],
  ] as const)('a %s password autocompletes as %s', (purpose, autoComplete) => {
    render(<PasswordInput label="Password" name="password" purpose={purpose} hint="Hint" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', autoComplete);
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Hint');
  });
});
