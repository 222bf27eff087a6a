import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { File as NodeFile } from 'node:buffer';
import { useState } from 'react';
import type { ImageEntry } from '@dd/ui-kit';
import { PhotosField } from './PhotosField';

const server = setupServer();

// Node's FormData (what MSW reads the upload with) only takes Node's own Files.
const photo = () => new NodeFile(['jpeg'], 'dish.jpg', { type: 'image/jpeg' }) as unknown as File;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function Harness({ initial = [] }: { initial?: ImageEntry[] }) {
  const [images, setImages] = useState<ImageEntry[]>(initial);
  return <PhotosField images={images} onChange={setImages} />;
}

it('uploads a gallery photo as multipart `file` and adds it as the primary image', async () => {
  const received: Array<{ name: string; type: string }> = [];
  server.use(
    http.post('/api/uploads/proxy', async ({ request }) => {
      const file = (await request.formData()).get('file') as File;
      received.push({ name: file.name, type: file.type });
      return HttpResponse.json({ fileUrl: '/api/uploads/images/abc.jpg' });
    }),
  );
  const user = userEvent.setup();
  render(<Harness />);

  expect(screen.getByRole('button', { name: 'Camera' })).toBeInTheDocument();
  await user.upload(screen.getByTestId('image-file-input'), photo());

  expect(await screen.findByText('Primary')).toBeInTheDocument();
  expect(received).toEqual([{ name: 'dish.jpg', type: 'image/jpeg' }]);
});

it('shows the server message when an upload fails', async () => {
  server.use(
    http.post('/api/uploads/proxy', () =>
      HttpResponse.json({ message: 'File too large' }, { status: 413 }),
    ),
  );
  const user = userEvent.setup();
  render(<Harness />);
  await user.upload(screen.getByTestId('image-file-input'), photo());
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to upload image: File too large',
  );
});

it('opens the gallery 50 ms after the press', async () => {
  jest.useFakeTimers();
  try {
    render(<Harness />);
    const input = screen.getByTestId('image-file-input');
    const click = jest.spyOn(input, 'click').mockImplementation(() => undefined);
    act(() => screen.getByRole('button', { name: 'Gallery' }).click());
    act(() => jest.advanceTimersByTime(49));
    expect(click).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
  } finally {
    jest.useRealTimers();
  }
});
