import { useState } from 'react';
import type { ShareScope } from '@dd/contracts';
import { Button, type ButtonVariant } from '@dd/ui-kit';
import { SHARE_TEXTS } from '../model/shareLink';
import { ShareDialog } from './ShareDialog';

export type ShareButtonProps = {
  /** What the link shows, read when the dialog opens. */
  scope: ShareScope;
  variant?: ButtonVariant;
};

/** "Share": opens the dialog that makes a read-only link to `scope`. */
export function ShareButton({ scope, variant = 'secondary' }: ShareButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {SHARE_TEXTS.button}
      </Button>
      {open && <ShareDialog scope={scope} onClose={() => setOpen(false)} />}
    </>
  );
}
