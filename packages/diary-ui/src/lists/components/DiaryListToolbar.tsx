import { Link } from 'react-router';
import { useCurrentDiary } from '@dd/shell-kit';
import { buttonClassName } from '@dd/ui-kit';
import { TagFilter } from '../../tags/components/TagFilter';
import type { useListUrlState } from '../hooks/useListUrlState';
import { LIST_FILTERS, LIST_TEXTS, type DiaryResource } from '../model/listParams';
import { DiaryListSwitch } from './DiaryListSwitch';
import { ListToolbar } from './ListToolbar';

export type DiaryListToolbarProps = {
  resource: DiaryResource;
  /** The page's URL state (useListUrlState). */
  state: ReturnType<typeof useListUrlState>;
  /** False where the page has a tag filter of its own (TagSelect) that shows the tag. */
  tagChip?: boolean;
};

/**
 * A diary list's toolbar: on a phone, the user's diaries (DiaryListSwitch),
 * then the resource's filters, its search box and Add link (not for a
 * viewer of the current diary), then the tag the list is narrowed to
 * (`?tag=`) with a way back to all.
 */
export function DiaryListToolbar({ resource, state, tagChip = true }: DiaryListToolbarProps) {
  const texts = LIST_TEXTS[resource];
  const { writable } = useCurrentDiary();
  return (
    <>
      <DiaryListSwitch />
      <ListToolbar
        filters={LIST_FILTERS[resource]}
        value={state.filter}
        onFilterChange={state.setFilter}
        search={{
          value: state.searchText,
          onChange: state.setSearchText,
          placeholder: texts.searchPlaceholder,
          label: texts.searchLabel,
        }}
        action={
          writable && (
            <Link to={texts.addPath} className={buttonClassName()}>
              {texts.add}
            </Link>
          )
        }
      />
      {tagChip && state.tagId && (
        <TagFilter resource={resource} tagId={state.tagId} onClear={state.clearTagFilter} />
      )}
    </>
  );
}
