import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast } from './Toast';

it('is not in the page without a message', () => {
  render(<Toast message={null} />);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('says its message in a polite live region, with a focusable action', async () => {
  const onClick = jest.fn();
  const view = render(<Toast message={null} />);
  view.rerender(
    <Toast message="Spicy miso ramen was deleted." action={{ label: 'Undo', onClick }} />,
  );
  const region = screen.getByRole('status');
  expect(region).toHaveAttribute('aria-live', 'polite');
  expect(region).toHaveTextContent('Spicy miso ramen was deleted.');
  const undo = screen.getByRole('button', { name: 'Undo' });
  act(() => undo.focus());
  expect(undo).toHaveFocus();
  await userEvent.click(undo);
  expect(onClick).toHaveBeenCalledTimes(1);
});

it('tells when the pointer or the keyboard holds it', async () => {
  const onHoldChange = jest.fn();
  render(
    <Toast
      message="Deleted."
      action={{ label: 'Undo', onClick: () => {} }}
      onHoldChange={onHoldChange}
    />,
  );
  await userEvent.hover(screen.getByText('Deleted.'));
  expect(onHoldChange).toHaveBeenLastCalledWith(true);
  await userEvent.unhover(screen.getByText('Deleted.'));
  expect(onHoldChange).toHaveBeenLastCalledWith(false);
});
