import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeleteRecordDialog } from './DeleteRecordDialog';

it.each([
  [
    'restaurants',
    'Delete Restaurant',
    'Are you sure you want to delete this restaurant? This action cannot be undone.',
  ],
  [
    'meals',
    'Delete Meal',
    'Are you sure you want to delete this meal? This action cannot be undone.',
  ],
] as const)('asks with the spec texts for %s', async (resource, title, message) => {
  const onConfirm = jest.fn();
  render(
    <DeleteRecordDialog
      resource={resource}
      open
      loading={false}
      onCancel={jest.fn()}
      onConfirm={onConfirm}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: title });
  expect(dialog).toHaveTextContent(message);
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
});
