import { useEffect, useState } from 'react';
import type { Diary } from '@dd/contracts';
import { DisclosureChevron, loadable, visuallyHiddenClassName } from '@dd/ui-kit';
import { diaryLabel } from './diaryLabels';
import styles from './DiarySwitcher.module.css';

// Fetched once the switcher shows (only a member of two or more diaries
// sees it), so the pages of everyone else go without the dialog's code.
const SwitchDiaryDialog = loadable(() =>
  import(/* webpackChunkName: "switch-diary-dialog" */ './SwitchDiaryDialog').then(
    (module) => module.SwitchDiaryDialog,
  ),
);

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
 * opens a dialog listing the user's diaries; confirming a pick switches
 * what the lists show.
 */
export function DiarySwitcher({ diaries, diaryId, onSwitch }: DiarySwitcherProps) {
  const [open, setOpen] = useState(false);
  useEffect(() => void SwitchDiaryDialog.preload(), []);
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
        <SwitchDiaryDialog
          fallback={null}
          failedFallback={null}
          diaries={diaries}
          current={current}
          onClose={() => setOpen(false)}
          onPick={(picked) => onSwitch(picked.personal ? null : picked._id)}
        />
      )}
    </>
  );
}
