import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { Tag } from '@dd/contracts';
import { EditorPage, isQueuedRecord, TagsNotSavedError, useAddInDiaryOf } from '@dd/diary-ui';
import { ErrorText } from '@dd/ui-kit';
import { restaurantQuery } from '../api/restaurantQueries';
import { useSaveMeal } from '../api/saveMeal';
import { MealForm } from '../components/MealForm';
import { emptyMealDraft, withRestaurantName, type MealDraft } from '../model/mealDraft';
import type { MealPayload } from '../model/mealPayload';
import { MEAL_ERRORS } from '../model/texts';
import { useDefaultCurrency, withDefaultCurrency } from '../hooks/useDefaultCurrency';
import { useRedirectAfterSave } from './useRedirectAfterSave';

/** `/meals/new` (`?restaurantId=` preselects the restaurant): fill in the meal, save, see it. */
export function AddMealPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const currency = useDefaultCurrency();
  const [draft, setDraft] = useState<MealDraft>(() =>
    emptyMealDraft({ restaurantId: searchParams.get('restaurantId'), currency }),
  );
  useEffect(() => setDraft((current) => withDefaultCurrency(current, currency)), [currency]);
  const preselectedId = draft.restaurant && !draft.restaurant.name ? draft.restaurant._id : '';
  const preselected = useQuery({ ...restaurantQuery(preselectedId), enabled: !!preselectedId });
  // Logged at a restaurant of another diary: the meal goes where its restaurant is.
  useAddInDiaryOf(preselected.data);
  // Set when the meal was created but its tags were not: saving again updates it.
  const [createdId, setCreatedId] = useState<string>();
  const { redirecting, redirect } = useRedirectAfterSave();
  const save = useSaveMeal();

  useEffect(() => {
    const restaurant = preselected.data;
    if (restaurant) setDraft((current) => withRestaurantName(current, restaurant));
  }, [preselected.data]);
  useEffect(() => {
    // An unknown restaurant id cannot be preselected: the field starts empty.
    if (preselected.isError)
      setDraft((current) =>
        current.restaurant?._id === preselectedId && !current.restaurant.name
          ? { ...current, restaurant: null }
          : current,
      );
  }, [preselected.isError, preselectedId]);

  async function onSave(payload: MealPayload, tags: Tag[]) {
    try {
      const meal = await save.mutateAsync({
        id: createdId,
        payload,
        tags,
        restaurant: draft.restaurant,
      });
      // Kept on the device until it syncs: the list shows it, marked, before the server has it.
      redirect(isQueuedRecord(meal) ? '/meals' : `/meals/${encodeURIComponent(meal._id)}`);
    } catch (error) {
      if (error instanceof TagsNotSavedError) setCreatedId(error.recordId);
      throw error;
    }
  }

  return (
    <EditorPage title="Add New Meal">
      {save.isError && <ErrorText>{MEAL_ERRORS.create}</ErrorText>}
      <MealForm
        draft={draft}
        onChange={setDraft}
        onSave={onSave}
        saving={save.isPending || redirecting}
        submitLabel="Save Meal"
        choosesDiary
        onCancel={() => navigate('/meals')}
      />
    </EditorPage>
  );
}
