import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { fakeTag } from '../testing/fakeTagsApi';
import { TagChip, type TagChipProps } from './TagChip';

const ramen = fakeTag(1, 'ramen', 3, 1);
const FIRST_CELL = { row: 0, column: 0, position: 1, setSize: 1 };

function renderChip(props: Partial<TagChipProps> = {}) {
  const handlers = { onToggle: jest.fn(), onRename: jest.fn(), onDelete: jest.fn() };
  const view = render(
    <MemoryRouter>
      <ul>
        <TagChip tag={ramen} selected={false} {...FIRST_CELL} {...handlers} {...props} />
        <li>
          <button type="button">elsewhere</button>
        </li>
      </ul>
    </MemoryRouter>,
  );
  return { ...view, ...handlers, user: userEvent.setup() };
}

const nameButton = () => screen.getByRole('button', { name: 'ramen' });
const renameBox = () => screen.getByRole('textbox', { name: 'Rename ramen' });

describe('TagChip', () => {
  it('unselected: shows the name, an unchecked box and the × delete button', async () => {
    const { user, onDelete, container } = renderChip();
    expect(screen.getByRole('checkbox', { name: 'Select ramen' })).not.toBeChecked();
    expect(container.querySelector('li')).not.toHaveAttribute('data-selected');
    await user.click(screen.getByRole('button', { name: 'Delete tag ramen' }));
    expect(onDelete).toHaveBeenCalledWith(ramen);
  });

  it('selected: checked, marked, and without the × button', () => {
    const { container } = renderChip({ selected: true });
    expect(screen.getByRole('checkbox', { name: 'Select ramen' })).toBeChecked();
    expect(container.querySelector('li')).toHaveAttribute('data-selected', 'true');
    expect(screen.queryByRole('button', { name: 'Delete tag ramen' })).not.toBeInTheDocument();
  });

  it('a click on the chip or its checkbox toggles the selection', async () => {
    const { user, onToggle, container } = renderChip();
    await user.click(container.querySelector('li')!);
    await user.click(screen.getByRole('checkbox', { name: 'Select ramen' }));
    expect(onToggle).toHaveBeenNthCalledWith(1, ramen._id);
    expect(onToggle).toHaveBeenNthCalledWith(2, ramen._id);
  });

  it('the keyboard selects with Space on the checkbox', async () => {
    const { user, onToggle } = renderChip();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Select ramen' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onToggle).toHaveBeenCalledWith(ramen._id);
  });

  it('a click on the name renames inline without selecting; Enter saves the trimmed name', async () => {
    const { user, onRename, onToggle } = renderChip();
    await user.click(nameButton());
    expect(renameBox()).toHaveFocus();
    expect(renameBox()).toHaveValue('ramen');
    expect(screen.queryByRole('button', { name: 'Delete tag ramen' })).not.toBeInTheDocument();
    await user.clear(renameBox());
    await user.type(renameBox(), '  Ramen bars {Enter}');
    expect(onRename).toHaveBeenCalledTimes(1);
    expect(onRename).toHaveBeenCalledWith(ramen._id, 'Ramen bars');
    expect(onToggle).not.toHaveBeenCalled();
    expect(nameButton()).toHaveFocus();
  });

  it('Escape cancels the rename and gives the focus back to the name', async () => {
    const { user, onRename } = renderChip();
    await user.click(nameButton());
    await user.type(renameBox(), 'xyz{Escape}');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(nameButton()).toHaveFocus();
    expect(onRename).not.toHaveBeenCalled();
  });

  it('blur saves the rename', async () => {
    const { user, onRename } = renderChip();
    await user.click(nameButton());
    await user.type(renameBox(), ' noodles');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(onRename).toHaveBeenCalledWith(ramen._id, 'ramen noodles');
    expect(screen.getByRole('button', { name: 'elsewhere' })).toHaveFocus();
  });

  it('a blank or unchanged name saves nothing', async () => {
    const { user, onRename } = renderChip();
    await user.click(nameButton());
    await user.clear(renameBox());
    await user.type(renameBox(), '   {Enter}');
    await user.click(nameButton());
    await user.keyboard('{Enter}');
    expect(onRename).not.toHaveBeenCalled();
    expect(nameButton()).toBeInTheDocument();
  });

  it('the keyboard opens the rename with Enter on the name', async () => {
    const { user } = renderChip();
    nameButton().focus();
    await user.keyboard('{Enter}');
    expect(renameBox()).toHaveFocus();
  });

  it('links its counts to the restaurant and meal lists filtered by the tag', () => {
    renderChip();
    expect(
      screen.getByRole('link', { name: 'Restaurants tagged ramen: 3 restaurants' }),
    ).toHaveAttribute('href', `/restaurants?tag=${ramen._id}`);
    expect(screen.getByRole('link', { name: 'Meals tagged ramen: 1 meal' })).toHaveAttribute(
      'href',
      `/meals?tag=${ramen._id}`,
    );
  });

  it('shows an unused count as text, not a link', () => {
    renderChip({ tag: fakeTag(2, 'unused') });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('0 restaurants')).toBeInTheDocument();
    expect(screen.getByText('0 meals')).toBeInTheDocument();
  });
});
