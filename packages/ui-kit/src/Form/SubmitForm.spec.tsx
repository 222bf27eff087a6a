import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input } from '../Field/Input';
import { SubmitForm, type SubmitFormProps } from './SubmitForm';

function renderForm(props: Partial<SubmitFormProps> = {}) {
  const onSubmit = jest.fn();
  render(
    <SubmitForm
      aria-label="Sign in"
      onSubmit={onSubmit}
      pending={false}
      submitLabel="Log In"
      {...props}
    >
      <Input label="Email" name="email" />
    </SubmitForm>,
  );
  return onSubmit;
}

describe('SubmitForm', () => {
  it('submits without the browser navigating', async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0].defaultPrevented).toBe(true);
  });

  it('disables the fields and marks the button busy while pending', () => {
    renderForm({ pending: true, pendingLabel: 'Logging in...' });
    expect(screen.getByLabelText('Email')).toBeDisabled();
    const button = screen.getByRole('button', { name: 'Logging in...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('keeps its label while pending when no pending label is given', () => {
    renderForm({ pending: true });
    expect(screen.getByRole('button', { name: 'Log In' })).toBeDisabled();
  });

  it('shows the form-level error as an alert, after the feedback', () => {
    renderForm({ error: 'Log In Failed - Try Again', feedback: <p role="status">Sent</p> });
    expect(screen.getByRole('alert')).toHaveTextContent('Log In Failed - Try Again');
    expect(screen.getByRole('status').compareDocumentPosition(screen.getByRole('alert'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('shows no alert without an error, and keeps the button disabled on request', () => {
    renderForm({ submitDisabled: true });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeDisabled();
  });

  it('puts the lead before the fields and the footer after the button', () => {
    renderForm({ lead: <h1>Welcome</h1>, footer: <p>New here?</p> });
    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(form.firstElementChild).toHaveTextContent('Welcome');
    expect(form.lastElementChild).toHaveTextContent('New here?');
  });
});
