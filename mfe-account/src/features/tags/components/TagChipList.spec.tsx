import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { CHIP_GRID } from '../model/chipGrid';
import { NO_SELECTION } from '../model/tagSelection';
import { fakeTag } from '../testing/fakeTagsApi';
import { TagChipList } from './TagChipList';

const TAG_COUNT = 500;
const tags = Array.from({ length: TAG_COUNT }, (_, i) => fakeTag(i + 1, `tag ${i + 1}`));
const ROW = CHIP_GRID.rowHeight + CHIP_GRID.gap;

function renderList() {
  return render(
    <MemoryRouter>
      <TagChipList
        tags={tags}
        selection={NO_SELECTION}
        onToggle={jest.fn()}
        onRename={jest.fn()}
        onDelete={jest.fn()}
      />
    </MemoryRouter>,
  );
}

const chips = () => within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
const chipNames = () =>
  chips().map((chip) =>
    within(chip)
      .getByRole('checkbox')
      .getAttribute('aria-label')!
      .replace(/^Select /, ''),
  );

/**
 * Scrolls the window. jsdom lays nothing out: the list sits at the top of the
 * page, so its box moves up by the scroll as a browser's would.
 */
beforeEach(() => {
  jest
    .spyOn(Element.prototype, 'getBoundingClientRect')
    .mockImplementation(() => new DOMRect(0, -window.scrollY, 1024, 0));
});

function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  scrollWindowTo(0);
  jest.restoreAllMocks();
});

describe('TagChipList', () => {
  it('renders the rows near the viewport only, each chip with its place among all the tags', () => {
    renderList();
    const shown = chips();
    // 768 px of window over 84 px rows, plus the rows rendered ahead.
    expect(shown.length).toBeGreaterThanOrEqual(Math.ceil(window.innerHeight / ROW));
    expect(shown.length).toBeLessThan(20);
    expect(chipNames().slice(0, 2)).toEqual(['tag 1', 'tag 2']);
    expect(shown[0]).toHaveAttribute('aria-posinset', '1');
    expect(shown[0]).toHaveAttribute('aria-setsize', String(TAG_COUNT));
    expect(screen.getByRole('list', { name: 'Tags' }).style.gridTemplateRows).toBe(
      `repeat(${TAG_COUNT}, ${CHIP_GRID.rowHeight}px)`,
    );
  });

  it('renders the chips scrolled to, in their grid rows', () => {
    renderList();
    scrollWindowTo(300 * ROW);
    expect(chipNames()).toContain('tag 301');
    expect(chipNames()).not.toContain('tag 1');
    const chip301 = chips().find((chip) => chip.getAttribute('aria-posinset') === '301')!;
    expect(chip301.style.gridRow).toBe('301');
  });

  it('keeps the chip holding the focus rendered when the page scrolls away from it', () => {
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'tag 2' }));
    const renameBox = screen.getByRole('textbox', { name: 'Rename tag 2' });
    expect(renameBox).toHaveFocus();
    scrollWindowTo(300 * ROW);
    expect(chipNames()).not.toContain('tag 1');
    expect(screen.getByRole('textbox', { name: 'Rename tag 2' })).toBe(renameBox);
    expect(renameBox).toHaveFocus();
  });
});
