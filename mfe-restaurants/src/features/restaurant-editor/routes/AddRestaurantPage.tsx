import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Tag } from '@dd/contracts';
import { ErrorText, Page } from '@dd/ui-kit';
import { RestaurantTagsNotSavedError, useSaveRestaurant } from '../api/saveRestaurant';
import { EditorSection } from '../components/EditorSection';
import { RestaurantForm } from '../components/RestaurantForm';
import { YelpSearch } from '../components/YelpSearch';
import { emptyRestaurantDraft, type RestaurantDraft } from '../model/restaurantDraft';
import type { RestaurantPayload } from '../model/restaurantPayload';
import { draftFromYelpBusiness } from '../model/yelpDraft';
import styles from './RestaurantEditorPage.module.css';

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
      if (error instanceof RestaurantTagsNotSavedError) setCreatedId(error.restaurantId);
      throw error;
    }
  }

  return (
    <Page title="Add New Restaurant">
      <div className={styles.editor}>
        <EditorSection title="Search Yelp">
          <YelpSearch
            disabled={save.isPending}
            onPick={(business) => setDraft((current) => draftFromYelpBusiness(business, current))}
          />
        </EditorSection>
        {save.isError && <ErrorText>{CREATE_ERROR}</ErrorText>}
        <RestaurantForm
          draft={draft}
          onChange={setDraft}
          onSave={onSave}
          saving={save.isPending}
          submitLabel="Save Restaurant"
          onCancel={() => navigate('/restaurants')}
        />
      </div>
    </Page>
  );
}
