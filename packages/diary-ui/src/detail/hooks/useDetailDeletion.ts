import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { DelayedRecordDelete } from '../../undo/api/useDelayedRecordDelete';
import type { DiaryResource } from '../../lists/model/listParams';
import { DETAIL_TEXTS } from '../model/detailTexts';

/**
 * A record page's Delete: asked, then confirmed; the page goes to its list,
 * which shows the Undo toast until the delete is sent. A refused delete
 * says so in a toast (this page is gone by then) and the record comes back.
 */
export function useDetailDeletion(
  resource: DiaryResource,
  record: { _id: string; name: string },
  deleteLater: DelayedRecordDelete,
) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const listPath = `/${resource}`;

  const confirm = () => {
    setConfirming(false);
    deleteLater(record, { path: listPath, failureText: DETAIL_TEXTS[resource].deleteError });
    navigate(listPath);
  };

  return {
    confirming,
    ask: () => setConfirming(true),
    cancel: () => setConfirming(false),
    confirm,
  };
}
