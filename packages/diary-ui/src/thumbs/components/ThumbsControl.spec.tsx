import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THUMBS_TITLES } from '../model/thumbs';
import { ThumbsControl } from './ThumbsControl';

const titles = THUMBS_TITLES.restaurant;

function renderControl(value: boolean | null | undefined, extra: { disabled?: boolean } = {}) {
  const onChange = jest.fn();
  render(<ThumbsControl value={value} onChange={onChange} titles={titles} {...extra} />);
  return {
    onChange,
    up: screen.getByRole('button', { name: titles.up }),
    down: screen.getByRole('button', { name: titles.down }),
  };
}

it('names and titles the buttons with the spec texts and shows the state as pressed', () => {
  const { up, down } = renderControl(true);
  expect(up).toHaveAttribute('title', 'Would order/visit again');
  expect(down).toHaveAttribute('title', 'Would not order/visit again');
  expect(up).toHaveAttribute('aria-pressed', 'true');
  expect(down).toHaveAttribute('aria-pressed', 'false');
});

it('shows neither pressed when unrated', () => {
  const { up, down } = renderControl(undefined);
  expect(up).toHaveAttribute('aria-pressed', 'false');
  expect(down).toHaveAttribute('aria-pressed', 'false');
});

it('sets the pressed thumb, and clears to null when the active one is pressed', async () => {
  const user = userEvent.setup();
  const { up, down, onChange } = renderControl(true);
  await user.click(down);
  await user.click(up);
  expect(onChange.mock.calls).toEqual([[false], [null]]);
});

it('does not follow a surrounding card link', async () => {
  const user = userEvent.setup();
  const onCardClick = jest.fn();
  const onChange = jest.fn();
  render(
    <div onClick={onCardClick}>
      <ThumbsControl value={null} onChange={onChange} titles={THUMBS_TITLES.meal} />
    </div>,
  );
  await user.click(screen.getByRole('button', { name: 'Would order again' }));
  expect(onChange).toHaveBeenCalledWith(true);
  expect(onCardClick).not.toHaveBeenCalled();
});

it('does nothing while disabled', async () => {
  const user = userEvent.setup();
  const { up, onChange } = renderControl(null, { disabled: true });
  await user.click(up);
  expect(onChange).not.toHaveBeenCalled();
});
