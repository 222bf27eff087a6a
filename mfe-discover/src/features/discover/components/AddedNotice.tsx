import { useNavigate } from 'react-router';
import { Toast } from '@dd/ui-kit';
import type { AddedRestaurant } from '../hooks/useDiaryActions';

export const ADDED_TEXT = 'Added to your diary';
export const SAVED_FOR_LATER_TEXT = 'Saved for later';

export type AddedNoticeProps = {
  added: AddedRestaurant | null;
  onHoldChange: (held: boolean) => void;
};

/**
 * "Added to your diary · View" after Add ("Saved for later · View" after Save
 * for later): the results stay, View opens the restaurant.
 */
export function AddedNotice({ added, onHoldChange }: AddedNoticeProps) {
  const navigate = useNavigate();
  return (
    <Toast
      message={added && (added.savedForLater ? SAVED_FOR_LATER_TEXT : ADDED_TEXT)}
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
