import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import type { Meal, Tag } from '@dd/contracts';
import {
  EditorLoading,
  EditorPage,
  editBaseOf,
  FormDiaryProvider,
  moveFailureText,
  recordTagsQuery,
  useDiaryMove,
} from '@dd/diary-ui';
import { ErrorText } from '@dd/ui-kit';
import { mealDetailQuery } from '../api/mealQueries';
import { useSaveMeal } from '../api/saveMeal';
import { MealForm } from '../components/MealForm';
import { draftFromMeal, type MealDraft } from '../model/mealDraft';
import { mealPayload, type MealPayload } from '../model/mealPayload';
import { MEAL_ERRORS } from '../model/texts';
import { useDefaultCurrency, withDefaultCurrency } from '../hooks/useDefaultCurrency';
import { useRedirectAfterSave } from './useRedirectAfterSave';

/** `/meals/:id/edit`: the stored meal and its tags in the form, and the diary it may move to. */
export function EditMealPage() {
  const { id = '' } = useParams();
  const meal = useQuery(mealDetailQuery(id));
  const tags = useQuery(recordTagsQuery('meal', id));

  return (
    <EditorPage title="Edit Meal">
      {meal.isError ? (
        <ErrorText>{MEAL_ERRORS.loadForm}</ErrorText>
      ) : meal.data && tags.data ? (
        // Keyed: the draft is made once per meal, so a background refetch
        // never throws away what the user is typing.
        <EditMealForm key={id} id={id} meal={meal.data} tags={tags.data} />
      ) : (
        <EditorLoading text="Loading meal data..." />
      )}
    </EditorPage>
  );
}

type EditMealFormProps = { id: string; meal: Meal; tags: ReadonlyArray<Tag | null> };

function EditMealForm({ id, meal, tags }: EditMealFormProps) {
  const navigate = useNavigate();
  const currency = useDefaultCurrency();
  // A link to a tag since deleted cannot be kept: saving replaces the links.
  const [draft, setDraft] = useState<MealDraft>(() =>
    draftFromMeal(
      meal,
      tags.filter((tag): tag is Tag => tag !== null),
      currency,
    ),
  );
  useEffect(() => setDraft((current) => withDefaultCurrency(current, currency)), [currency]);
  const [base] = useState(() => editBaseOf(meal, mealPayload(draft)));
  const move = useDiaryMove(meal);
  const { redirecting, redirect } = useRedirectAfterSave();
  const save = useSaveMeal();
  const detailPath = `/meals/${encodeURIComponent(id)}`;

  async function onSave(payload: MealPayload, selected: Tag[]) {
    await save.mutateAsync({ id, payload, tags: selected, base, moveTo: move.target });
    redirect(detailPath);
  }

  return (
    <>
      {save.isError && (
        <ErrorText>
          {save.variables.moveTo
            ? moveFailureText(MEAL_ERRORS.update, save.error)
            : MEAL_ERRORS.update}
        </ErrorText>
      )}
      {/* The restaurant, tag and people pickers offer the chosen diary's. */}
      <FormDiaryProvider diaryId={move.diaryId}>
        <MealForm
          draft={draft}
          onChange={setDraft}
          onSave={onSave}
          saving={save.isPending || redirecting}
          submitLabel="Save Changes"
          move={move}
          onCancel={() => navigate(detailPath)}
        />
      </FormDiaryProvider>
    </>
  );
}
