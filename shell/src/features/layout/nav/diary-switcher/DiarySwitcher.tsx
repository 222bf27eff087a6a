import { useState } from 'react';
import type { Diary } from '@dd/contracts';
import { ChoiceDialog, DisclosureChevron, visuallyHiddenClassName } from '@dd/ui-kit';
import { diaryChoiceLabel, diaryLabel } from './diaryLabels';
import styles from './DiarySwitcher.module.css';

export type DiarySwitcherProps = {
  /** The user's diaries, the personal one first (GET /api/diaries). */
  diaries: readonly Diary[];
  /** The current diary; null for the personal one. */
  diaryId: string | null;
  /** Switches to `diaryId` (null: the personal diary). */
  onSwitch: (diaryId: string | null) => void;
};

/**
 * The nav's diary switcher: a button named after the current diary that
 * opens a dialog listing the user's diaries (the shared ones with the
 * user's role); confirming a pick switches what the lists show.
 */
export function DiarySwitcher({ diaries, diaryId, onSwitch }: DiarySwitcherProps) {
  const [open, setOpen] = useState(false);
  const current =
    diaries.find((diary) => (diaryId ? diary._id === diaryId : diary.personal)) ?? diaries[0]!;
  const label = diaryLabel(current);
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        title={label}
        onClick={() => setOpen(true)}
      >
        <span className={visuallyHiddenClassName}>Diary: </span>
        <span className={styles.name}>{label}</span>
        <DisclosureChevron open={open} />
      </button>
      {open && (
        <ChoiceDialog
          title="Switch diary"
          message="Your lists, timeline, map and tags show one diary at a time."
          legend="Diaries"
          choices={diaries.map((diary) => ({ value: diary._id, label: diaryChoiceLabel(diary) }))}
          initial={current._id}
          confirmLabel="Switch"
          canConfirm={(value) => value !== current._id}
          onCancel={() => setOpen(false)}
          onConfirm={(value) => {
            setOpen(false);
            const picked = diaries.find((diary) => diary._id === value);
            onSwitch(!picked || picked.personal ? null : picked._id);
          }}
        />
      )}
    </>
  );
}
