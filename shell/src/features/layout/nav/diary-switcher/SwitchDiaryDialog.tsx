import type { Diary } from '@dd/contracts';
import { ChoiceDialog } from '@dd/ui-kit';
import { diaryChoiceLabel } from './diaryLabels';

export interface SwitchDiaryDialogProps {
  diaries: readonly Diary[];
  current: Diary;
  onClose: () => void;
  /** Called with the picked diary (never the current one). */
  onPick: (diary: Diary) => void;
}

/** The diaries to choose from (the shared ones with the user's role); confirming a pick switches. */
export function SwitchDiaryDialog({ diaries, current, onClose, onPick }: SwitchDiaryDialogProps) {
  return (
    <ChoiceDialog
      title="Switch diary"
      message="Your lists, timeline, map and tags show one diary at a time."
      legend="Diaries"
      choices={diaries.map((diary) => ({ value: diary._id, label: diaryChoiceLabel(diary) }))}
      initial={current._id}
      confirmLabel="Switch"
      canConfirm={(value) => value !== current._id}
      onCancel={onClose}
      onConfirm={(value) => {
        onClose();
        const picked = diaries.find((diary) => diary._id === value);
        if (picked) onPick(picked);
      }}
    />
  );
}
