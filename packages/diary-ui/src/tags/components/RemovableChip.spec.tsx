import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemovableChip } from './RemovableChip';

it('shows the name with a named remove button', async () => {
  const onRemove = jest.fn();
  render(
    <ul>
      <RemovableChip name="Spicy" removeLabel="Remove Spicy" onRemove={onRemove} />
    </ul>,
  );
  expect(screen.getByRole('listitem')).toHaveTextContent('Spicy');
  const remove = screen.getByRole('button', { name: 'Remove Spicy' });
  expect(remove).toHaveAttribute('title', 'Remove Spicy');
  await userEvent.click(remove);
  expect(onRemove).toHaveBeenCalledTimes(1);
});

it('cannot be removed while disabled', async () => {
  const onRemove = jest.fn();
  render(
    <RemovableChip
      as="span"
      name="Spicy"
      removeLabel="Remove Spicy"
      onRemove={onRemove}
      disabled
    />,
  );
  expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Remove Spicy' }));
  expect(onRemove).not.toHaveBeenCalled();
});
