import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChoiceDialog, type ChoiceDialogProps } from './ChoiceDialog';

const CHOICES = [
  { value: 'a', label: 'Ana', detail: '4 meals' },
  { value: 'b', label: 'Anna', detail: '1 meal' },
];

function renderDialog(props: Partial<ChoiceDialogProps> = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(
    <ChoiceDialog
      title="Merge People"
      message="Every meal will name the kept one."
      legend="Keep this name"
      choices={CHOICES}
      initial="a"
      confirmLabel="Merge"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel, dialog: screen.getByRole('dialog', { name: 'Merge People' }) };
}

it('asks its question with the initial choice picked, and confirms the one picked', async () => {
  const { dialog, onConfirm } = renderDialog();
  expect(dialog).toHaveTextContent('Every meal will name the kept one.');
  const group = within(dialog).getByRole('group', { name: 'Keep this name' });
  expect(within(group).getByRole('radio', { name: 'Ana 4 meals' })).toBeChecked();
  await userEvent.click(within(group).getByRole('radio', { name: 'Anna 1 meal' }));
  await userEvent.click(screen.getByRole('button', { name: 'Merge' }));
  expect(onConfirm).toHaveBeenCalledWith('b');
});

it('cannot confirm what canConfirm refuses', () => {
  renderDialog({ canConfirm: (value) => value === 'b' });
  expect(screen.getByRole('button', { name: 'Merge' })).toBeDisabled();
});

it('cannot confirm with no choice picked', () => {
  renderDialog({ initial: '' });
  expect(screen.getByRole('button', { name: 'Merge' })).toBeDisabled();
});

it('cancels by its Cancel button, and shows what comes below the choices', async () => {
  const { onCancel } = renderDialog({ cancelLabel: 'Not now', children: <p>Failed to merge</p> });
  expect(screen.getByText('Failed to merge')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
  expect(onCancel).toHaveBeenCalledTimes(1);
});

it('takes no pick and no cancel while busy', () => {
  renderDialog({ busy: true });
  for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  expect(screen.getByRole('button', { name: /Merge/ })).toBeDisabled();
});
