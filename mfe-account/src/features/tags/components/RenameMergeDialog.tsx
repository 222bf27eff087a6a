import type { Tag } from '@dd/contracts';
import { ConfirmDialog } from '@dd/ui-kit';
import { mergeIntoTitle } from '../model/tagTexts';

/** A rename to a name another tag has: the tag being renamed and the tag with that name. */
export type MergeOffer = { source: Tag; target: Tag };

export type RenameMergeDialogProps = {
  offer: MergeOffer | null;
  merging: boolean;
  onMerge: (offer: MergeOffer) => void;
  onCancel: () => void;
};

/** Offered instead of a refused rename: merge the tag into the one that has the name already. */
export function RenameMergeDialog({ offer, merging, onMerge, onCancel }: RenameMergeDialogProps) {
  if (!offer) return null;
  const { source, target } = offer;
  return (
    <ConfirmDialog
      open
      title={mergeIntoTitle(target.name)}
      message={`A tag named ${target.name} already exists.`}
      detail={`Merging moves everything tagged ${source.name} to ${target.name}, then deletes ${source.name}.`}
      confirmLabel="Merge"
      confirmVariant="primary"
      loading={merging}
      onConfirm={() => onMerge(offer)}
      onCancel={onCancel}
    />
  );
}
