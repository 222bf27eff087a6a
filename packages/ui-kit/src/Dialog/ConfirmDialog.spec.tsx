import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './ConfirmDialog';

function renderDialog(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  const view = render(<ConfirmDialog open onConfirm={onConfirm} onCancel={onCancel} {...props} />);
  return { ...view, onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it("shows the spec's default delete wording", () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Delete Item' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this item? This action cannot be undone.',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('uses a custom title and message', () => {
    renderDialog({
      title: 'Delete Meal',
      message: 'Are you sure you want to delete this meal? This action cannot be undone.',
    });
    expect(screen.getByRole('dialog', { name: 'Delete Meal' })).toHaveTextContent(
      'Are you sure you want to delete this meal?',
    );
  });

  it('calls onConfirm for Delete and onCancel for Cancel', async () => {
    const { onConfirm, onCancel } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('focuses Cancel first so Enter cannot confirm by accident', () => {
    renderDialog();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('renders nothing while closed', () => {
    renderDialog({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('blocks both actions while the confirmation is running', () => {
    renderDialog({ loading: true });
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });
});

describe('Dialog dismissal', () => {
  it('asks to cancel on Escape (the native cancel event) and on a backdrop click', () => {
    const { onCancel } = renderDialog();
    const dialog = screen.getByRole('dialog');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.click(dialog);
    expect(onCancel).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByText(/Are you sure/));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});
