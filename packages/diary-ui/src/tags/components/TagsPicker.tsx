import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { Tag } from '@dd/contracts';
import { Button, comboboxKeyDown, ErrorText } from '@dd/ui-kit';
import {
  ComboboxFrame,
  ComboboxInput,
  ComboboxListbox,
  ComboboxOption,
} from '../../combobox/components/Combobox';
import { resolveTagEntry, tagDisplayName, tagSuggestions } from '../model/tagEntry';
import { RemovableChip } from './RemovableChip';
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
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** A name typed that differs from an existing tag only by case, plural or spaces. */
  const [offer, setOffer] = useState<{ name: string; tag: Tag } | null>(null);
  const inputId = useId();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // The selection as last rendered, read after an awaited create.
  const selectedRef = useRef(selected);
  useEffect(() => {
    selectedRef.current = selected;
  }, [selected]);

  const suggestions = tagSuggestions(text, allTags, selected);
  const showSuggestions = open && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

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
    setActive(-1);
    setOpen(false);
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
      setOpen(false);
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
    inputRef.current?.focus();
    if (await create(name)) reset();
  };

  const onKeyDown = comboboxKeyDown({
    items: suggestions,
    open: showSuggestions,
    active,
    setActive,
    onOpen: () => setOpen(true),
    onChoose: pick,
    onClose: () => {
      setOpen(false);
      setActive(-1);
    },
    // Enter adds the typed tag; it never submits the surrounding form.
    onEnter: () => {
      if (!creating) void submit(text);
    },
  });

  return (
    <div className={styles.picker}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {selected.length > 0 && (
        <ul className={styles.chips} aria-label={`Selected ${label.toLowerCase()}`}>
          {selected.map((tag) => (
            <RemovableChip
              key={tag._id}
              name={tagDisplayName(tag)}
              removeLabel={`Remove ${tagDisplayName(tag)}`}
              disabled={disabled}
              onRemove={() => onChange(selected.filter((chosen) => chosen._id !== tag._id))}
            />
          ))}
        </ul>
      )}
      <div className={styles.entry}>
        <ComboboxFrame className={styles.combo}>
          <ComboboxInput
            ref={inputRef}
            id={inputId}
            expanded={showSuggestions}
            listId={listId}
            activeId={active >= 0 ? optionId(active) : undefined}
            value={text}
            placeholder={placeholder}
            disabled={disabled}
            onChange={(event) => {
              const { finished, typing } = splitAtCommas(event.target.value);
              setText(typing);
              setOffer(null);
              setActive(-1);
              setOpen(true);
              if (finished.length > 0) void addFinished(finished);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
          />
          {showSuggestions && (
            <ComboboxListbox id={listId} label={`${label} suggestions`}>
              {suggestions.map((tag, index) => (
                <ComboboxOption
                  key={tag._id}
                  id={optionId(index)}
                  selected={index === active}
                  active={index === active}
                  onPick={() => pick(tag)}
                >
                  {tag.name}
                </ComboboxOption>
              ))}
            </ComboboxListbox>
          )}
        </ComboboxFrame>
        <Button
          variant="secondary"
          className={styles.add}
          disabled={disabled || !text.trim()}
          loading={creating}
          // The box keeps focus: a phone's keyboard would otherwise close after every tag.
          onMouseDown={keepFocus}
          onClick={() => {
            inputRef.current?.focus();
            void submit(text);
          }}
        >
          Add
        </Button>
      </div>
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
    </div>
  );
}

/** A press on the button leaves focus in the box (a phone's keyboard stays open). */
function keepFocus(event: { preventDefault: () => void }) {
  event.preventDefault();
}
