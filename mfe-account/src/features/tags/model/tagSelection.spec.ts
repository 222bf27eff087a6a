import {
  bulkDeleteLabel,
  bulkDeleteMessage,
  keepExisting,
  NO_SELECTION,
  selectedTags,
  selectionActions,
  toggleSelected,
} from './tagSelection';

const tags = [{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }];

describe('tag selection', () => {
  it('toggles an id in and out, without changing the previous set', () => {
    const one = toggleSelected(NO_SELECTION, 'a');
    const two = toggleSelected(one, 'c');
    expect([...two]).toEqual(['a', 'c']);
    expect([...toggleSelected(two, 'a')]).toEqual(['c']);
    expect([...one]).toEqual(['a']);
  });

  it('drops ids that are no longer tags, keeping the same set when nothing went', () => {
    const selection = new Set(['a', 'gone']);
    expect([...keepExisting(selection, tags)]).toEqual(['a']);
    const intact = new Set(['a', 'b']);
    expect(keepExisting(intact, tags)).toBe(intact);
  });

  it('answers the selected tags in list order', () => {
    expect(selectedTags(tags, new Set(['c', 'a']))).toEqual([{ _id: 'a' }, { _id: 'c' }]);
  });

  it('offers Clear and Merge with several selected, the bulk delete with any', () => {
    expect(selectionActions(0)).toEqual({ clear: false, bulkDelete: false, merge: false });
    expect(selectionActions(1)).toEqual({ clear: false, bulkDelete: true, merge: false });
    expect(selectionActions(2)).toEqual({ clear: true, bulkDelete: true, merge: true });
  });

  it('words the bulk delete as the spec does', () => {
    expect(bulkDeleteLabel(3)).toBe('Delete 3 tag(s)');
    expect(bulkDeleteMessage(3)).toBe(
      'Are you sure you want to delete 3 selected tag(s)? This action cannot be undone.',
    );
  });
});
