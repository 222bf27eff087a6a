import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { Tag } from '@dd/contracts';
import { Button, ErrorText } from '@dd/ui-kit';
import { ChipEntry, keepFocus, useChipEntryState } from '../../chips/components/ChipEntry';
import { resolveTagEntry, tagDisplayName, tagSuggestions } from '../model/tagEntry';
import styles from './TagsPicker.module.css';

export const CREATE_TAG_ERROR = 'Failed to create tag';

/** What a form asks of its tags box as it saves. */
export type PendingTagsHandle = {
  /**
   * Turns text typed but not yet added into a tag by the box's rules and
   * answers the whole selection; rejects when the tag could not be created
   * (the box then shows why and keeps the text).
   */
  commitPending: () => Promise<Tag[]>;
};

/** Text before the last comma is finished entries; the rest is still being typed. */
function splitAtCommas(value: string): { finished: string[]; typing: string } {
  const parts = value.split(',');
  const typing = parts.pop() ?? '';
  return { finished: parts, typing };
}

export type TagsPickerProps = {
  allTags: readonly Tag[];
  selected: readonly Tag[];
  onChange: (tags: Tag[]) => void;
  /** Creates a tag that does not exist yet; answers it as stored. */
  onCreate: (name: string) => Promise<Tag>;
  label?: string;
  placeholder?: string;
  disabled?: boolean;
  /** Lets the form add what is still typed in the box when it saves. */
  ref?: Ref<PendingTagsHandle>;
};

/**
 * A form's tags box (product spec §5): type and press Enter, Add or a comma; an
 * existing tag of the same name (ignoring case) is selected rather than
 * duplicated, a new name is created; at most 5 suggestions; selected tags
 * are removable chips. Text still in the box when the form saves becomes a
 * tag by the same rules (commitPending), so nothing typed is lost.
 */
export function TagsPicker({
  allTags,
  selected,
  onChange,
  onCreate,
  label = 'Tags',
  placeholder = 'Add a tag...',
  disabled = false,
  ref,
}: TagsPickerProps) {
  const [text, setText] = useState('');
  const textRef = useRef(text);
  textRef.current = text;
  const box = useChipEntryState();
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** A name typed that differs from an existing tag only by case, plural or spaces. */
  const [offer, setOffer] = useState<{ name: string; tag: Tag } | null>(null);
  // The selection as last rendered, read after an awaited create.
  const selectedRef = useRef(selected);
  useEffect(() => {
    selectedRef.current = selected;
  }, [selected]);

  const suggestions = tagSuggestions(text, allTags, selected);

  const addTag = (tag: Tag) => {
    const current = selectedRef.current;
    if (current.some((chosen) => chosen._id === tag._id)) return;
    // Ahead of the re-render, so entries added in one go all see each other.
    const next = [...current, tag];
    selectedRef.current = next;
    onChange(next);
  };

  const reset = () => {
    setText('');
    box.close();
  };

  const create = async (name: string): Promise<boolean> => {
    setCreating(true);
    try {
      addTag(await onCreate(name));
      return true;
    } catch {
      setError(CREATE_TAG_ERROR);
      return false;
    } finally {
      setCreating(false);
    }
  };

  /**
   * Adds one entry by the box's rules; answers whether it went in (or had
   * nothing to add). A near-duplicate name is offered the existing tag
   * (false: the text stays) unless `similar` says what to do instead.
   */
  const addEntry = async (
    entry: string,
    similar: 'offer' | 'existing' = 'offer',
  ): Promise<boolean> => {
    const resolution = resolveTagEntry(entry, allTags, selectedRef.current);
    if (resolution.kind === 'ignore') return true;
    if (resolution.kind === 'select') {
      addTag(resolution.tag);
      return true;
    }
    if (resolution.kind === 'similar') {
      if (similar === 'existing') {
        addTag(resolution.tag);
        return true;
      }
      setOffer({ name: resolution.name, tag: resolution.tag });
      // The offer replaces the suggestions, which would cover it.
      box.setOpen(false);
      return false;
    }
    return create(resolution.name);
  };

  const submit = async (entry: string) => {
    setError(null);
    setOffer(null);
    if (await addEntry(entry)) reset();
  };

  const addFinished = async (entries: readonly string[]) => {
    setError(null);
    setOffer(null);
    for (const entry of entries) if (!(await addEntry(entry))) return;
  };

  useImperativeHandle(ref, () => ({
    // Saving does not stop to ask: a near-duplicate takes the existing tag, as a same name does.
    async commitPending() {
      setError(null);
      setOffer(null);
      if (!(await addEntry(textRef.current, 'existing'))) throw new Error(CREATE_TAG_ERROR);
      reset();
      return selectedRef.current.slice();
    },
  }));

  const pick = (tag: Tag) => {
    setError(null);
    setOffer(null);
    addTag(tag);
    reset();
  };

  const createOffered = async (name: string) => {
    setError(null);
    setOffer(null);
    box.focus();
    if (await create(name)) reset();
  };

  return (
    <ChipEntry
      state={box}
      label={label}
      chips={selected.map((tag) => ({ key: tag._id, name: tagDisplayName(tag) }))}
      chipsLabel={`Selected ${label.toLowerCase()}`}
      onRemove={(id) => onChange(selected.filter((chosen) => chosen._id !== id))}
      text={text}
      onTextChange={(value) => {
        const { finished, typing } = splitAtCommas(value);
        setText(typing);
        setOffer(null);
        if (finished.length > 0) void addFinished(finished);
      }}
      suggestions={suggestions}
      suggestionKey={(tag) => tag._id}
      renderSuggestion={(tag) => tag.name}
      suggestionsLabel={`${label} suggestions`}
      onChoose={pick}
      // Enter adds the typed tag; it never submits the surrounding form.
      onEnter={() => {
        if (!creating) void submit(text);
      }}
      onAdd={() => void submit(text)}
      adding={creating}
      disabled={disabled}
      inputProps={{ placeholder }}
    >
      {offer && (
        <div className={styles.offer} role="status" aria-label="Similar tag">
          <p className={styles.offerText}>
            You have a tag “{tagDisplayName(offer.tag)}”. Use it instead of “{offer.name}”?
          </p>
          <div className={styles.offerActions}>
            <Button size="sm" onMouseDown={keepFocus} onClick={() => pick(offer.tag)}>
              Use {tagDisplayName(offer.tag)}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              loading={creating}
              onMouseDown={keepFocus}
              onClick={() => void createOffered(offer.name)}
            >
              Add “{offer.name}”
            </Button>
          </div>
        </div>
      )}
      {error && <ErrorText>{error}</ErrorText>}
    </ChipEntry>
  );
}
