import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Companion } from '@dd/contracts';
import { companionListPath, companionsQuery, mealCountText } from '@dd/diary-ui';
import { useCurrentDiary } from '@dd/shell-kit';
import { Button, classNames, ConfirmDialog, ErrorText } from '@dd/ui-kit';
import { useDeletePeople, useRenamePeople } from '../api/usePeopleMutations';
import { changedText, PEOPLE_TEXTS, personUsage } from '../model/peopleTexts';
import { MergePeopleDialog } from './MergePeopleDialog';
import { RenamePersonDialog } from './RenamePersonDialog';
import styles from './People.module.css';

type Pending =
  | { kind: 'rename'; person: Companion }
  | { kind: 'merge'; people: Companion[] }
  | { kind: 'delete'; person: Companion };

/**
 * The People of the diary, managed as tags are (on the Tags page): each
 * person with their meals and places (a link to the meals with them),
 * Rename (a name another person has merges them), Delete with a
 * confirmation (the meals stay), and Merge Selected for two or more; in
 * the current diary, where a viewer only reads them.
 */
export function PeopleSection() {
  const headingId = useId();
  const { diaryId, writable } = useCurrentDiary();
  const people = useQuery(companionsQuery(diaryId));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<Pending | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const rename = useRenamePeople();
  const remove = useDeletePeople();

  const list = people.data ?? [];
  // A person renamed or deleted elsewhere leaves the selection.
  const chosen = list.filter((person) => selected.has(person.name));

  const close = () => {
    setPending(null);
    setError(null);
  };

  const toggle = (name: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });

  const renameTo = (names: string[], name: string, kind: 'renamed' | 'merged') => {
    setError(null);
    rename.mutate(
      { names, name },
      {
        onSuccess: ({ mealCount }) => {
          setStatus(changedText(kind, names, name, mealCount));
          setSelected(new Set());
          close();
        },
        onError: () =>
          setError(kind === 'merged' ? PEOPLE_TEXTS.mergeFailed : PEOPLE_TEXTS.renameFailed),
      },
    );
  };

  const deletePerson = (person: Companion) => {
    setError(null);
    remove.mutate([person.name], {
      onSuccess: ({ mealCount }) => {
        setStatus(changedText('deleted', [person.name], '', mealCount));
        setSelected((current) => {
          const next = new Set(current);
          next.delete(person.name);
          return next;
        });
        close();
      },
      onError: () => setError(PEOPLE_TEXTS.deleteFailed),
    });
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {PEOPLE_TEXTS.title}
      </h2>
      <p className={styles.intro}>{writable ? PEOPLE_TEXTS.intro : PEOPLE_TEXTS.readOnlyIntro}</p>
      {/* Polite, without the status role the tags' own line above has. */}
      <p aria-live="polite" className={styles.status}>
        {status}
      </p>

      {people.data ? (
        list.length === 0 ? (
          <p className={styles.empty}>{PEOPLE_TEXTS.empty}</p>
        ) : (
          <>
            {chosen.length > 0 && (
              <div className={styles.selectionBar} role="group" aria-label="Selected people">
                <span className={styles.selectionCount}>{chosen.length} selected</span>
                <Button
                  size="sm"
                  disabled={chosen.length < 2}
                  onClick={() => setPending({ kind: 'merge', people: chosen })}
                >
                  {PEOPLE_TEXTS.mergeSelected}
                </Button>
                <Button size="sm" variant="secondary" onClick={() => setSelected(new Set())}>
                  {PEOPLE_TEXTS.clear}
                </Button>
              </div>
            )}
            <ul className={styles.list} aria-label="People in your diary">
              {list.map((person) => (
                <li
                  key={person.name}
                  className={classNames(styles.row, !writable && styles.readOnlyRow)}
                >
                  {writable && (
                    <input
                      type="checkbox"
                      className={styles.check}
                      checked={selected.has(person.name)}
                      onChange={() => toggle(person.name)}
                      aria-label={`Select ${person.name}`}
                    />
                  )}
                  <div className={styles.who}>
                    <Link to={companionListPath(person.name)} className={styles.name}>
                      {person.name}
                    </Link>
                    <span className={styles.usage}>{personUsage(person)}</span>
                  </div>
                  {writable && (
                    <div className={styles.actions}>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={`Rename ${person.name}`}
                        onClick={() => setPending({ kind: 'rename', person })}
                      >
                        {PEOPLE_TEXTS.rename}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        className={styles.delete}
                        aria-label={`Delete ${person.name}`}
                        onClick={() => setPending({ kind: 'delete', person })}
                      >
                        {PEOPLE_TEXTS.delete}
                      </Button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </>
        )
      ) : people.isError ? (
        <div className={styles.failed}>
          <ErrorText>{PEOPLE_TEXTS.loadFailed}</ErrorText>
          <Button
            variant="secondary"
            loading={people.isFetching}
            onClick={() => void people.refetch()}
          >
            {PEOPLE_TEXTS.retry}
          </Button>
        </div>
      ) : (
        <p role="status" className={styles.loading}>
          {PEOPLE_TEXTS.loading}
        </p>
      )}

      {pending?.kind === 'rename' && (
        <RenamePersonDialog
          person={pending.person}
          people={list}
          saving={rename.isPending}
          error={error}
          onSave={(name) => renameTo([pending.person.name], name, 'renamed')}
          onCancel={close}
        />
      )}
      {pending?.kind === 'merge' && (
        <MergePeopleDialog
          people={pending.people}
          merging={rename.isPending}
          error={error}
          onMerge={(name) =>
            renameTo(
              pending.people.map((person) => person.name),
              name,
              'merged',
            )
          }
          onCancel={close}
        />
      )}
      {pending?.kind === 'delete' && (
        <ConfirmDialog
          open
          title={PEOPLE_TEXTS.deleteTitle}
          message={`Take ${pending.person.name} off every meal?`}
          detail={
            <>
              {pending.person.name} is named on {mealCountText(pending.person.mealCount)}. The meals
              stay; only the name goes.
              {error && <ErrorText>{error}</ErrorText>}
            </>
          }
          confirmLabel={PEOPLE_TEXTS.delete}
          loading={remove.isPending}
          onConfirm={() => deletePerson(pending.person)}
          onCancel={close}
        />
      )}
    </section>
  );
}
