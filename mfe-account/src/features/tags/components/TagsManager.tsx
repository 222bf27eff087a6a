import { useCallback, useMemo, useRef, useState } from 'react';
import type { MergeTagsInput, TagWithCounts } from '@dd/contracts';
import { ApiError, useCurrentDiary } from '@dd/shell-kit';
import { Button, ErrorText, visuallyHiddenClassName } from '@dd/ui-kit';
import {
  useCreateTagOnPage,
  useDeleteTagsLater,
  useMergeTags,
  useRenameTag,
} from '../api/useTagMutations';
import { mergedMessage } from '../model/tagMerge';
import { otherTagNamed } from '../model/tagNames';
import { creatableFromSearch, filterByName, searchIndex } from '../model/tagSearch';
import {
  keepExisting,
  NO_SELECTION,
  selectedTags,
  toggleSelected,
  type TagSelection,
} from '../model/tagSelection';
import { alreadyExists, createFromSearchLabel, TAG_TEXTS } from '../model/tagTexts';
import { AddTagForm } from './AddTagForm';
import { DeleteTagsDialog, type PendingDelete } from './DeleteTagsDialog';
import { MergeTagsDialog } from './MergeTagsDialog';
import { RenameMergeDialog, type MergeOffer } from './RenameMergeDialog';
import { SelectionBar } from './SelectionBar';
import { TagChipList } from './TagChipList';
import { TagsToolbar } from './TagsToolbar';
import styles from './TagsManager.module.css';

export type TagsManagerProps = { tags: readonly TagWithCounts[] };

/** 409 answers carry the server's reason ('A tag with this name already exists'); others the spec's text. */
function renameFailure(error: unknown): string {
  return error instanceof ApiError && error.status === 409 ? error.message : TAG_TEXTS.updateFailed;
}

/**
 * The loaded tags page: add, search (or create from the search), select,
 * rename (a name another tag has offers a merge), delete one or the
 * selection (with Undo), and merge the selection. A viewer of the current
 * diary searches and follows the tags' links only.
 */
export function TagsManager({ tags }: TagsManagerProps) {
  const { writable } = useCurrentDiary();
  const [search, setSearch] = useState('');
  const [addOpen, setAddOpen] = useState(false);
  const [rawSelection, setSelection] = useState<TagSelection>(NO_SELECTION);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);
  const [mergeOpen, setMergeOpen] = useState(false);
  const [mergeOffer, setMergeOffer] = useState<MergeOffer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  const createTag = useCreateTagOnPage();
  const renameTag = useRenameTag();
  const deleteTagsLater = useDeleteTagsLater();
  const mergeTags = useMergeTags();

  const index = useMemo(() => searchIndex(tags), [tags]);
  const visible = useMemo(() => filterByName(index, search), [index, search]);
  const creatable = creatableFromSearch(search, visible.length);
  const selection = useMemo(() => keepExisting(rawSelection, tags), [rawSelection, tags]);
  const selected = useMemo(() => selectedTags(tags, selection), [tags, selection]);

  const notify = useCallback((next: { error?: string; status?: string }) => {
    setError(next.error ?? null);
    setStatus(next.status ?? null);
  }, []);

  const create = async (name: string) => {
    notify({});
    let tag;
    try {
      tag = await createTag.mutateAsync(name);
    } catch (failure) {
      notify({ error: TAG_TEXTS.createFailed });
      throw failure;
    }
    // The server answers the existing tag for a name taken in any case.
    if (tags.some((known) => known._id === tag._id)) notify({ status: alreadyExists(tag.name) });
    return tag;
  };

  const onToggle = useCallback((id: string) => setSelection((now) => toggleSelected(now, id)), []);

  // A name another tag has is a merge to offer, not a rename to send (the server would refuse it).
  const offerMerge = useCallback(
    (id: string, name: string): boolean => {
      const source = tags.find((tag) => tag._id === id);
      const target = otherTagNamed(tags, name, id);
      if (!source || !target) return false;
      setMergeOffer({ source, target });
      return true;
    },
    [tags],
  );

  const { mutate: rename } = renameTag;
  const onRename = useCallback(
    (id: string, name: string) => {
      notify({});
      if (offerMerge(id, name)) return;
      rename({ id, name }, { onError: (failure) => notify({ error: renameFailure(failure) }) });
    },
    [rename, notify, offerMerge],
  );

  const onDelete = useCallback((tag: TagWithCounts) => setPendingDelete({ kind: 'one', tag }), []);

  const confirmDelete = (confirmed: PendingDelete) => {
    notify({});
    setPendingDelete(null);
    if (confirmed.kind === 'selected') setSelection(NO_SELECTION);
    deleteTagsLater(confirmed.kind === 'one' ? [confirmed.tag] : confirmed.tags, {
      onFailed: () => notify({ error: TAG_TEXTS.deleteFailed }),
    });
    searchRef.current?.focus();
  };

  const acceptMergeOffer = ({ source, target }: MergeOffer) => {
    notify({});
    mergeTags.mutate(
      { targetId: target._id, sourceIds: [source._id] },
      {
        onSuccess: (survivor) => {
          setMergeOffer(null);
          notify({ status: mergedMessage(2, survivor.name) });
        },
        onError: () => {
          setMergeOffer(null);
          notify({ error: TAG_TEXTS.mergeFailed });
        },
      },
    );
  };

  const confirmMerge = (request: MergeTagsInput) => {
    notify({});
    mergeTags.mutate(request, {
      onSuccess: (survivor) => {
        setMergeOpen(false);
        setSelection(NO_SELECTION);
        notify({ status: mergedMessage(request.sourceIds.length + 1, survivor.name) });
        searchRef.current?.focus();
      },
      onError: () => {
        setMergeOpen(false);
        notify({ error: TAG_TEXTS.mergeFailed });
      },
    });
  };

  const openAddForm = () => {
    notify({});
    setAddOpen(true);
  };

  return (
    <div className={styles.manager}>
      <TagsToolbar
        search={search}
        onSearchChange={setSearch}
        searchRef={searchRef}
        addOpen={addOpen}
        onAddTag={writable ? () => (addOpen ? setAddOpen(false) : openAddForm()) : undefined}
      />
      {writable && addOpen && (
        <AddTagForm
          creating={createTag.isPending}
          onCreate={create}
          onClose={() => setAddOpen(false)}
        />
      )}
      {error && <ErrorText>{error}</ErrorText>}
      <p role="status" className={status ? styles.status : visuallyHiddenClassName}>
        {status}
      </p>
      <SelectionBar
        count={writable ? selected.length : 0}
        onClear={() => setSelection(NO_SELECTION)}
        onMerge={() => setMergeOpen(true)}
        onDelete={() => setPendingDelete({ kind: 'selected', tags: selected })}
      />
      {visible.length > 0 && (
        <TagChipList
          tags={visible}
          selection={selection}
          onToggle={onToggle}
          onRename={onRename}
          onDelete={onDelete}
          readOnly={!writable}
        />
      )}
      {visible.length === 0 && (
        <div className={styles.empty}>
          <p className={styles.emptyText}>{TAG_TEXTS.empty}</p>
          {!writable ? null : creatable !== null ? (
            <Button
              loading={createTag.isPending}
              onClick={() => void create(creatable).catch(() => undefined)}
            >
              {createFromSearchLabel(creatable)}
            </Button>
          ) : (
            tags.length === 0 && <Button onClick={openAddForm}>{TAG_TEXTS.createFirst}</Button>
          )}
        </div>
      )}
      <DeleteTagsDialog
        pending={pendingDelete}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
      <RenameMergeDialog
        offer={mergeOffer}
        merging={mergeTags.isPending}
        onMerge={acceptMergeOffer}
        onCancel={() => setMergeOffer(null)}
      />
      {mergeOpen && selected.length >= 2 && (
        <MergeTagsDialog
          tags={selected}
          merging={mergeTags.isPending}
          onConfirm={confirmMerge}
          onCancel={() => setMergeOpen(false)}
        />
      )}
    </div>
  );
}
