import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import type { Restaurant, Tag } from '@dd/contracts';
import {
  EditorLoading,
  EditorPage,
  FormDiaryProvider,
  FormSection,
  editBaseOf,
  moveFailureText,
  recordTagsQuery,
  useDiaryMove,
} from '@dd/diary-ui';
import { ErrorText } from '@dd/ui-kit';
import { restaurantDetailQuery } from '../../restaurants';
import { useSaveRestaurant } from '../api/saveRestaurant';
import { RestaurantForm } from '../components/RestaurantForm';
import { YelpLinked } from '../components/YelpLinked';
import { YelpSearch } from '../components/YelpSearch';
import { draftFromRestaurant, type RestaurantDraft } from '../model/restaurantDraft';
import { restaurantPayload, type RestaurantPayload } from '../model/restaurantPayload';
import { linkDraftToYelpBusiness } from '../model/yelpDraft';

export const LOAD_ERROR = 'Failed to load restaurant data';
export const UPDATE_ERROR = 'Failed to update restaurant';
export const LINK_TO_YELP_TEXT =
  'Search for this restaurant on Yelp to link it and import additional data.';

/** `/restaurants/:id/edit`: the stored restaurant and its tags in the form, and the diary it may move to. */
export function EditRestaurantPage() {
  const { id = '' } = useParams();
  const restaurant = useQuery(restaurantDetailQuery(id));
  const tags = useQuery(recordTagsQuery('restaurant', id));

  return (
    <EditorPage title="Edit Restaurant">
      {restaurant.isError ? (
        <ErrorText>{LOAD_ERROR}</ErrorText>
      ) : restaurant.data && tags.data ? (
        // Keyed: the draft is made once per restaurant, so a background
        // refetch never throws away what the user is typing.
        <EditRestaurantForm key={id} id={id} restaurant={restaurant.data} tags={tags.data} />
      ) : (
        <EditorLoading text="Loading restaurant..." />
      )}
    </EditorPage>
  );
}

type EditRestaurantFormProps = {
  id: string;
  restaurant: Restaurant;
  tags: ReadonlyArray<Tag | null>;
};

function EditRestaurantForm({ id, restaurant, tags }: EditRestaurantFormProps) {
  const navigate = useNavigate();
  // A link to a tag since deleted cannot be kept: saving replaces the links.
  const [draft, setDraft] = useState<RestaurantDraft>(() =>
    draftFromRestaurant(
      restaurant,
      tags.filter((tag): tag is Tag => tag !== null),
    ),
  );
  const [base] = useState(() => editBaseOf(restaurant, restaurantPayload(draft)));
  const move = useDiaryMove(restaurant);
  const save = useSaveRestaurant();
  const detailPath = `/restaurants/${encodeURIComponent(id)}`;

  async function onSave(payload: RestaurantPayload, selected: Tag[]) {
    await save.mutateAsync({ id, payload, tags: selected, base, moveTo: move.target });
    navigate(detailPath);
  }

  return (
    <>
      <FormSection title="Link to Yelp" description={LINK_TO_YELP_TEXT}>
        {draft.yelpId && <YelpLinked yelpId={draft.yelpId} />}
        <YelpSearch
          initialName={restaurant.name}
          initialLocation={restaurant.address}
          disabled={save.isPending}
          onPick={(business) => setDraft((current) => linkDraftToYelpBusiness(current, business))}
        />
      </FormSection>
      {save.isError && (
        <ErrorText>
          {save.variables.moveTo ? moveFailureText(UPDATE_ERROR, save.error) : UPDATE_ERROR}
        </ErrorText>
      )}
      {/* The tags picker offers the chosen diary's. */}
      <FormDiaryProvider diaryId={move.diaryId}>
        <RestaurantForm
          draft={draft}
          onChange={setDraft}
          onSave={onSave}
          saving={save.isPending}
          submitLabel="Save Changes"
          move={move}
          onCancel={() => navigate(detailPath)}
        />
      </FormDiaryProvider>
    </>
  );
}
