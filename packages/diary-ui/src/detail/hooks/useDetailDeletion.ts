import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { DiaryResource } from '../../lists/model/listParams';
import { DETAIL_TEXTS } from '../model/detailTexts';

/** What the page needs of its delete mutation (useMutation's result). */
export type DeleteMutation = {
  mutate: (id: string, callbacks: { onSuccess: () => void; onError: () => void }) => void;
};

/**
 * A record page's Delete: asked, then confirmed; a deleted record's page
 * goes to its list, a failed delete closes the dialog and says so.
 */
export function useDetailDeletion(resource: DiaryResource, id: string, deletion: DeleteMutation) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = () => {
    setError(null);
    deletion.mutate(id, {
      onSuccess: () => navigate(`/${resource}`),
      onError: () => {
        setConfirming(false);
        setError(DETAIL_TEXTS[resource].deleteError);
      },
    });
  };

  return {
    confirming,
    /** The delete's failure text, until the next attempt. */
    error,
    ask: () => setConfirming(true),
    cancel: () => setConfirming(false),
    confirm,
  };
}
