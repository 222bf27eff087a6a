import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Tag } from '@dd/contracts';
import { EditorPage, FormSection, TagsNotSavedError } from '@dd/diary-ui';
import { ErrorText } from '@dd/ui-kit';
import { useSaveRestaurant } from '../api/saveRestaurant';
import { RestaurantForm } from '../components/RestaurantForm';
import { YelpSearch } from '../components/YelpSearch';
import { emptyRestaurantDraft, type RestaurantDraft } from '../model/restaurantDraft';
import type { RestaurantPayload } from '../model/restaurantPayload';
import { draftFromYelpBusiness } from '../model/yelpDraft';

export const CREATE_ERROR = 'Failed to create restaurant';

/** `/restaurants/new`: find the place on Yelp (optional), complete the form, save. */
export function AddRestaurantPage() {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<RestaurantDraft>(() => emptyRestaurantDraft());
  // Set when the restaurant was created but its tags were not: saving again updates it.
  const [createdId, setCreatedId] = useState<string>();
  const save = useSaveRestaurant();

  async function onSave(payload: RestaurantPayload, tags: Tag[]) {
    try {
      const restaurant = await save.mutateAsync({ id: createdId, payload, tags });
      navigate(`/restaurants/${encodeURIComponent(restaurant._id)}`);
    } catch (error) {
      if (error instanceof TagsNotSavedError) setCreatedId(error.recordId);
      throw error;
    }
  }

  return (
    <EditorPage title="Add New Restaurant">
      <FormSection title="Search Yelp">
        <YelpSearch
          disabled={save.isPending}
          onPick={(business) => setDraft((current) => draftFromYelpBusiness(business, current))}
        />
      </FormSection>
      {save.isError && <ErrorText>{CREATE_ERROR}</ErrorText>}
      <RestaurantForm
        draft={draft}
        onChange={setDraft}
        onSave={onSave}
        saving={save.isPending}
        submitLabel="Save Restaurant"
        choosesDiary
        onCancel={() => navigate('/restaurants')}
      />
    </EditorPage>
  );
}
