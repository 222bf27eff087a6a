import { fireEvent, screen } from '@testing-library/react';
import type { AuthUser } from '@dd/contracts';
import { renderRemote, testUser } from '@dd/shell-kit/testing';
import AccountRoutes from '../../../routes';

/** Picks files in the uploader's gallery input, as the browser's file chooser would. */
export function choosePhotos(...files: File[]): void {
  fireEvent.change(screen.getByTestId('image-file-input'), { target: { files } });
}

export function jpeg(name = 'me.jpg'): File {
  return new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });
}

/** Signs `user` in (remembered or per-tab) and renders /profile as the shell mounts the account remote. */
export function renderProfile({
  user = testUser,
  persistent = true,
  path = '/profile',
}: { user?: AuthUser; persistent?: boolean; path?: string } = {}) {
  return renderRemote(AccountRoutes, { mountPath: '/', path, user, persistent });
}
