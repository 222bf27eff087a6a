import { emptyRestaurantDraft, type RestaurantDraft } from './restaurantDraft';
import { DRAFT_ERRORS, restaurantPayload } from './restaurantPayload';

const draft: RestaurantDraft = {
  ...emptyRestaurantDraft(new Date(2024, 5, 1)),
  name: '  Casa Nonna ',
  address: ' 1 Main St ',
  phone: ' 555-0100 ',
  website: '  https://casanonna.example/menu  ',
  cuisine: 'Italian',
  notes: '  keep my spacing\n',
  isThumbsUp: false,
  wantToGo: true,
  yelpId: 'casa-nonna',
  lat: 1.5,
  long: -2.5,
  restaurantImages: [
    { url: '/api/uploads/images/a.jpg', isPrimary: true },
    { url: '/api/uploads/images/b.jpg', isPrimary: false, caption: 'Patio' },
  ],
  tags: [{ _id: 't1', diaryId: 'u1', name: 'Lunch' }],
};

describe('restaurantPayload', () => {
  it('answers the API body: trimmed fields, captions filled, no tags, legacy image cleared', () => {
    expect(restaurantPayload(draft)).toEqual({
      ok: true,
      payload: {
        name: 'Casa Nonna',
        address: '1 Main St',
        phone: '555-0100',
        website: 'https://casanonna.example/menu',
        cuisine: 'Italian',
        notes: '  keep my spacing\n',
        date: '2024-06-01',
        isThumbsUp: false,
        wantToGo: true,
        yelpId: 'casa-nonna',
        lat: 1.5,
        long: -2.5,
        restaurantImages: [
          { url: '/api/uploads/images/a.jpg', isPrimary: true, caption: '' },
          { url: '/api/uploads/images/b.jpg', isPrimary: false, caption: 'Patio' },
        ],
        imageUrl: null,
      },
    });
  });

  it('leaves a blank date out so the server keeps or defaults it', () => {
    const result = restaurantPayload({ ...draft, date: '' });
    expect(result.ok && 'date' in result.payload).toBe(false);
  });

  it('refuses a blank name', () => {
    expect(restaurantPayload({ ...draft, name: '   ' })).toEqual({
      ok: false,
      errors: { name: DRAFT_ERRORS.name },
    });
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'mailto:owner@example.com',
    'ftp://example.com/menu',
  ])('refuses the website %j with a field error instead of sending it', (website) => {
    expect(restaurantPayload({ ...draft, website })).toEqual({
      ok: false,
      errors: { website: DRAFT_ERRORS.website },
    });
  });

  it.each(['', '   ', 'http://example.com', 'example.com/menu'])(
    'accepts the website %j',
    (website) => {
      const result = restaurantPayload({ ...draft, website });
      expect(result.ok && result.payload.website).toBe(website.trim());
    },
  );

  it('reports both errors at once', () => {
    expect(restaurantPayload({ ...draft, name: '', website: 'javascript:void 0' })).toEqual({
      ok: false,
      errors: { name: DRAFT_ERRORS.name, website: DRAFT_ERRORS.website },
    });
  });
});
