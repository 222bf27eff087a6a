import { imagesPayload } from './imagePayload';

it('keeps url, primary flag and caption, and gives a missing caption as empty', () => {
  const edited = [
    { url: '/api/uploads/images/a.jpg', isPrimary: true, caption: 'Front' },
    { url: '/api/uploads/images/b.jpg', isPrimary: false },
  ];
  expect(imagesPayload(edited)).toEqual([
    { url: '/api/uploads/images/a.jpg', isPrimary: true, caption: 'Front' },
    { url: '/api/uploads/images/b.jpg', isPrimary: false, caption: '' },
  ]);
});

it('drops anything else an edited image carries', () => {
  const edited = [{ url: '/u.jpg', isPrimary: true, caption: '', uploading: true }];
  expect(imagesPayload(edited)).toEqual([{ url: '/u.jpg', isPrimary: true, caption: '' }]);
});
