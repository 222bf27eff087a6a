import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OptionsMenu } from './OptionsMenu';

function renderMenu() {
  const onEdit = jest.fn();
  const onDelete = jest.fn();
  const onCardClick = jest.fn();
  render(
    <div>
      <a
        href="/restaurants/r1"
        onClick={(event) => {
          onCardClick();
          event.preventDefault();
        }}
      >
        Luigi&apos;s
        <OptionsMenu
          label="Options for Luigi's"
          items={[
            { label: 'Edit', onSelect: onEdit },
            { label: 'Delete', onSelect: onDelete, danger: true },
          ]}
        />
      </a>
      <button type="button">Elsewhere</button>
    </div>,
  );
  return {
    onEdit,
    onDelete,
    onCardClick,
    trigger: screen.getByRole('button', { name: "Options for Luigi's" }),
  };
}

it('opens on click with focus on the first item, without following the card link', async () => {
  const user = userEvent.setup();
  const { trigger, onCardClick } = renderMenu();
  expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();

  await user.click(trigger);

  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const menu = screen.getByRole('menu');
  expect(trigger).toHaveAttribute('aria-controls', menu.id);
  expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
    'Edit',
    'Delete',
  ]);
  expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
  expect(onCardClick).not.toHaveBeenCalled();
});

it('closes on a click outside', async () => {
  const user = userEvent.setup();
  const { trigger } = renderMenu();
  await user.click(trigger);
  await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
});

it('closes on a touch outside', async () => {
  const user = userEvent.setup();
  const { trigger } = renderMenu();
  await user.click(trigger);
  fireEvent.touchStart(document.body);
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

it('stays open for a press inside the menu', async () => {
  const user = userEvent.setup();
  const { trigger } = renderMenu();
  await user.click(trigger);
  fireEvent.mouseDown(screen.getByRole('menu'));
  expect(screen.getByRole('menu')).toBeInTheDocument();
});

it('closes on Escape and puts focus back on the trigger', async () => {
  const user = userEvent.setup();
  const { trigger } = renderMenu();
  await user.click(trigger);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(trigger).toHaveFocus();
});

it('toggles closed when the trigger is clicked again', async () => {
  const user = userEvent.setup();
  const { trigger } = renderMenu();
  await user.click(trigger);
  await user.click(trigger);
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

it('is usable from the keyboard: arrows move, Enter selects, focus returns', async () => {
  const user = userEvent.setup();
  const { trigger, onDelete, onEdit, onCardClick } = renderMenu();
  trigger.focus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
  await user.keyboard('{Enter}');

  expect(onDelete).toHaveBeenCalledTimes(1);
  expect(onEdit).not.toHaveBeenCalled();
  expect(onCardClick).not.toHaveBeenCalled();
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(trigger).toHaveFocus();
});

it('opens on ArrowUp with focus on the last item', async () => {
  const user = userEvent.setup();
  const { trigger } = renderMenu();
  trigger.focus();
  await user.keyboard('{ArrowUp}');
  expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
});

it('runs the clicked item once and closes', async () => {
  const user = userEvent.setup();
  const { trigger, onEdit, onCardClick } = renderMenu();
  await user.click(trigger);
  await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
  expect(onEdit).toHaveBeenCalledTimes(1);
  expect(onCardClick).not.toHaveBeenCalled();
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

it('closes when Tab leaves the menu', async () => {
  const user = userEvent.setup();
  const { trigger } = renderMenu();
  await user.click(trigger);
  await user.tab();
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

it('closes an open menu when another card opens its own', async () => {
  const user = userEvent.setup();
  const items = [{ label: 'Edit', onSelect: jest.fn() }];
  render(
    <>
      <OptionsMenu label="Options for A" items={items} />
      <OptionsMenu label="Options for B" items={items} />
    </>,
  );
  await user.click(screen.getByRole('button', { name: 'Options for A' }));
  await user.click(screen.getByRole('button', { name: 'Options for B' }));
  expect(screen.getAllByRole('menu')).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Options for A' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  expect(screen.getByRole('button', { name: 'Options for B' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});
