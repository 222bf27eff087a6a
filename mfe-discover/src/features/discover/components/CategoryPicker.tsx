import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { comboboxKeyDown, Input } from '@dd/ui-kit';
import { categoriesQuery, useCreateCategory } from '../api/categoriesApi';
import { useOutsidePress } from '../hooks/useOutsidePress';
import {
  categoryOptions,
  creatableCategoryName,
  filterAlias,
  matchingCategories,
  type CategoryOption,
} from '../model/categories';
import styles from './CategoryPicker.module.css';

export type CategoryPickerProps = {
  value: CategoryOption | null;
  onChange: (category: CategoryOption | null) => void;
};

type Item = { kind: 'option'; option: CategoryOption } | { kind: 'create'; name: string };

const itemKey = (item: Item) =>
  item.kind === 'option' ? `option:${item.option.alias}:${item.option._id}` : `create:${item.name}`;

/**
 * product spec §2 Category picker: a text box filtering a dropdown of the user's
 * categories (plus the fallbacks), 'Loading...' while they load, 'No
 * matching categories' when none matches, and 'Create "{text}"' when the
 * typed text names no existing category. Load and create errors are only
 * logged (product spec §8).
 */
export function CategoryPicker({ value, onChange }: CategoryPickerProps) {
  const ids = useId();
  const listboxId = `${ids}-categories`;
  const optionId = (index: number) => `${ids}-category-${index}`;
  const containerRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const categories = useQuery(categoriesQuery());
  const create = useCreateCategory();
  useEffect(() => {
    if (categories.error) console.error('Failed to load categories', categories.error);
  }, [categories.error]);

  const options = useMemo(() => categoryOptions(categories.data ?? []), [categories.data]);
  // Once a category is chosen its name fills the box: list everything until the user types again.
  const filterText = value && text === value.name ? '' : text;
  const matches = matchingCategories(options, filterText);
  const creatable = categories.isPending ? null : creatableCategoryName(options, text);
  const items: Item[] = categories.isPending
    ? []
    : [
        ...matches.map((option) => ({ kind: 'option' as const, option })),
        ...(creatable ? [{ kind: 'create' as const, name: creatable }] : []),
      ];

  const close = useCallback(() => {
    setOpen(false);
    setActiveIndex(-1);
  }, []);
  useOutsidePress(containerRef, open, close);

  function choose(option: CategoryOption | null) {
    onChange(option);
    setText(option?.name ?? '');
    close();
  }

  function pick(item: Item) {
    if (item.kind === 'option') {
      choose(item.option);
      return;
    }
    close();
    create.mutate(item.name, {
      onSuccess: (category) =>
        choose({ _id: category._id, name: category.name, alias: filterAlias(category.name) }),
    });
  }

  const onKeyDown = comboboxKeyDown({
    items,
    open,
    active: activeIndex,
    setActive: setActiveIndex,
    onOpen: () => setOpen(true),
    onChoose: pick,
    onClose: close,
  });

  return (
    <div ref={containerRef} className={styles.picker}>
      <Input
        label="Category"
        placeholder="Any category"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        value={text}
        disabled={create.isPending}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActiveIndex(-1);
          if (value) onChange(null);
        }}
        onKeyDown={onKeyDown}
      />
      {value && (
        <button
          type="button"
          className={styles.clear}
          aria-label={`Clear category ${value.name}`}
          onClick={() => choose(null)}
        >
          ×
        </button>
      )}
      <ul
        id={listboxId}
        role="listbox"
        aria-label="Categories"
        hidden={!open}
        className={styles.listbox}
      >
        {open && categories.isPending && (
          <li role="presentation" className={styles.note}>
            Loading...
          </li>
        )}
        {open && !categories.isPending && matches.length === 0 && (
          <li role="presentation" className={styles.note}>
            No matching categories
          </li>
        )}
        {open &&
          items.map((item, index) => (
            <li
              key={itemKey(item)}
              id={optionId(index)}
              role="option"
              aria-selected={
                item.kind === 'option' ? value?.alias === item.option.alias : index === activeIndex
              }
              data-active={index === activeIndex || undefined}
              className={item.kind === 'create' ? styles.createOption : styles.option}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActiveIndex(index)}
              onClick={() => pick(item)}
            >
              {item.kind === 'option' ? item.option.name : `Create "${item.name}"`}
            </li>
          ))}
      </ul>
    </div>
  );
}
