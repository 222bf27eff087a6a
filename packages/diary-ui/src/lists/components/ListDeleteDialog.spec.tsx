import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListDeleteDialog } from './ListDeleteDialog';

const closed = {
  resource: 'meals' as const,
  open: false,
  loading: false,
  onCancel: jest.fn(),
  onConfirm: jest.fn(),
};

it('is nothing while no card asks', () => {
  const { container } = render(<ListDeleteDialog {...closed} />);
  expect(container).toBeEmptyDOMElement();
});

it('opens, once its code has come, with the spec’s texts and the record’s name', async () => {
  const onConfirm = jest.fn();
  render(<ListDeleteDialog {...closed} open name="Laksa" onConfirm={onConfirm} />);

  const dialog = await screen.findByRole('dialog', { name: 'Delete Meal' });
  expect(dialog).toHaveTextContent(
    'Are you sure you want to delete this meal? This action cannot be undone.',
  );
  expect(dialog).toHaveTextContent('This deletes Laksa.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
});
