import { useNavigate } from 'react-router';
import { Toast } from '@dd/ui-kit';
import type { AddedRestaurant } from '../hooks/useDiaryActions';

export const ADDED_TEXT = 'Added to your diary';

export type AddedNoticeProps = {
  added: AddedRestaurant | null;
  onHoldChange: (held: boolean) => void;
};

/** "Added to your diary · View" after Add: the results stay, View opens the restaurant. */
export function AddedNotice({ added, onHoldChange }: AddedNoticeProps) {
  const navigate = useNavigate();
  return (
    <Toast
      message={added && ADDED_TEXT}
      action={
        added
          ? {
              label: 'View',
              onClick: () =>
                void navigate(`/restaurants/${encodeURIComponent(added.restaurantId)}`),
            }
          : undefined
      }
      onHoldChange={onHoldChange}
    />
  );
}
