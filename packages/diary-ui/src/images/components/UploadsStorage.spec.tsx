import { render, screen } from '@testing-library/react';
import type { RuntimeConfig } from '@dd/contracts';
import { RuntimeConfigProvider } from '@dd/shell-kit';
import { useImageStorageUrl } from '@dd/ui-kit';
import { UploadsStorage } from './UploadsStorage';

function StorageUrl() {
  return <output>{useImageStorageUrl() ?? 'none'}</output>;
}

it("gives the images inside the shell's storage URL", () => {
  const config: RuntimeConfig = {
    remotes: {},
    geocoderUrl: 'https://geocoder.example.com',
    tileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png',
    storageUrl: 'https://bucket.example.com',
  };
  render(
    <RuntimeConfigProvider config={config}>
      <UploadsStorage>
        <StorageUrl />
      </UploadsStorage>
    </RuntimeConfigProvider>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('https://bucket.example.com');
});
