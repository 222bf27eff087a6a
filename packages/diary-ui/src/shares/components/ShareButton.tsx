import { useState } from 'react';
import type { ShareScope } from '@dd/contracts';
import { Button, type ButtonVariant } from '@dd/ui-kit';
import { SHARE_TEXTS, isShareable } from '../model/shareLink';
import { ShareDialog } from './ShareDialog';

export type ShareButtonProps = {
  /** What the link shows, read when the dialog opens. */
  scope: ShareScope;
  variant?: ButtonVariant;
};

/**
 * "Share": opens the dialog that makes a read-only link to `scope`. Absent
 * while what it would share exists on this device only (made offline, not
 * yet synced): the server could not find it.
 */
export function ShareButton({ scope, variant = 'secondary' }: ShareButtonProps) {
  const [open, setOpen] = useState(false);
  if (!isShareable(scope)) return null;
  return (
    <>
      <Button variant={variant} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {SHARE_TEXTS.button}
      </Button>
      {open && <ShareDialog scope={scope} onClose={() => setOpen(false)} />}
    </>
  );
}
