import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ImageEntry } from './imageSet';
import { ImageUploader, type UploadImage } from './ImageUploader';

function Harness({ upload, initial = [] }: { upload: UploadImage; initial?: ImageEntry[] }) {
  const [images, setImages] = useState<ImageEntry[]>(initial);
  return (
    <>
      <ImageUploader images={images} onChange={setImages} upload={upload} camera={false} />
      <output data-testid="state">{JSON.stringify(images)}</output>
    </>
  );
}

const state = (): ImageEntry[] => JSON.parse(screen.getByTestId('state').textContent ?? '[]');
const photo = (name: string, type = 'image/jpeg') => new File(['x'], name, { type });

function choose(...files: File[]) {
  fireEvent.change(screen.getByTestId('image-file-input'), { target: { files } });
}

let counter = 0;
const uploadOk: UploadImage = async (file) => ({
  fileUrl: `/api/uploads/images/${++counter}-${file.name}`,
});

describe('ImageUploader', () => {
  it('accepts image/* only', () => {
    render(<Harness upload={uploadOk} />);
    expect(screen.getByTestId('image-file-input')).toHaveAttribute('accept', 'image/*');
  });

  it('uploads with the optional caption; the first image becomes primary', async () => {
    render(<Harness upload={uploadOk} />);
    await userEvent.type(screen.getByLabelText('Caption (optional)'), '  Terrace ');
    choose(photo('a.jpg'));
    await waitFor(() => expect(state()).toHaveLength(1));
    expect(state()[0]).toMatchObject({ isPrimary: true, caption: 'Terrace' });
    expect(screen.getByLabelText('Caption (optional)')).toHaveValue('');

    choose(photo('b.jpg'));
    await waitFor(() => expect(state()).toHaveLength(2));
    expect(state().map((image) => image.isPrimary)).toEqual([true, false]);
  });

  it('with captionFirst off, offers the pickers first and each caption under its photo', async () => {
    function PhotoFirst() {
      const [images, setImages] = useState<ImageEntry[]>([]);
      return (
        <ImageUploader
          images={images}
          onChange={setImages}
          upload={uploadOk}
          camera={false}
          captionFirst={false}
        />
      );
    }
    render(<PhotoFirst />);
    expect(screen.queryByLabelText('Caption (optional)')).not.toBeInTheDocument();
    choose(photo('a.jpg'));
    await userEvent.type(await screen.findByLabelText('Caption for image 1'), 'Terrace');
    expect(screen.getByLabelText('Caption for image 1')).toHaveValue('Terrace');
  });

  it('keeps exactly one primary and promotes the first remaining when the primary is removed', async () => {
    render(<Harness upload={uploadOk} />);
    choose(photo('a.jpg'), photo('b.jpg'), photo('c.jpg'));
    await waitFor(() => expect(state()).toHaveLength(3));

    const items = () =>
      within(screen.getByRole('list', { name: 'Images' })).getAllByRole('listitem');
    await userEvent.click(within(items()[2]!).getByRole('button', { name: 'Set as primary' }));
    expect(state().map((image) => image.isPrimary)).toEqual([false, false, true]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove image 3' }));
    expect(state()).toHaveLength(2);
    expect(state().map((image) => image.isPrimary)).toEqual([true, false]);
  });

  it('edits a caption of an added image', async () => {
    render(
      <Harness
        upload={uploadOk}
        initial={[{ url: '/api/uploads/images/x.jpg', isPrimary: true, caption: '' }]}
      />,
    );
    await userEvent.type(screen.getByLabelText('Caption for image 1'), 'Dessert');
    expect(state()[0]?.caption).toBe('Dessert');
  });

  it("shows 'Failed to upload image: ' with the server message", async () => {
    render(<Harness upload={() => Promise.reject(new Error('Unsupported file type'))} />);
    choose(photo('a.jpg'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to upload image: Unsupported file type',
    );
    expect(state()).toEqual([]);
  });

  it("shows 'Unknown error' when the failure has no message", async () => {
    render(<Harness upload={() => Promise.reject(new Error(''))} />);
    choose(photo('a.jpg'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to upload image: Unknown error',
    );
  });

  it('refuses non-image files without uploading them', async () => {
    const upload = jest.fn(uploadOk);
    render(<Harness upload={upload} />);
    choose(photo('notes.txt', 'text/plain'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to upload image: Only image files can be uploaded',
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('opens the gallery picker 50 ms after the press', async () => {
    jest.useFakeTimers();
    try {
      render(<Harness upload={uploadOk} />);
      const click = jest.spyOn(screen.getByTestId('image-file-input'), 'click');
      fireEvent.click(screen.getByRole('button', { name: 'Gallery' }));
      act(() => jest.advanceTimersByTime(49));
      expect(click).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(click).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
