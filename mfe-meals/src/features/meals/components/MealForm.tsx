import {
  CompanionsField,
  DiaryField,
  DraftForm,
  FieldSuggestion,
  FormSection,
  MoveDiaryField,
  PhotosField,
  TagsField,
  THUMBS_TITLES,
  ThumbsControl,
  useDraftForm,
  type DiaryFormProps,
  type DiaryMove,
} from '@dd/diary-ui';
import { Input, MoneyInput, Textarea, useCurrencyOptions } from '@dd/ui-kit';
import { useMealPhotoSuggestions } from '../hooks/useMealPhotoSuggestions';
import type { MealDraft } from '../model/mealDraft';
import { mealPayload, type MealPayload } from '../model/mealPayload';
import { MEAL_ERRORS } from '../model/texts';
import { RestaurantPicker } from './RestaurantPicker';
import styles from './MealForm.module.css';

const CHECKED_FIELDS = ['name', 'date', 'priceAmount', 'companionText'] as const;

export type MealFormProps = DiaryFormProps<MealDraft, MealPayload> & {
  onCancel: () => void;
  /** A new meal: the form chooses its diary (DiaryField). */
  choosesDiary?: boolean;
  /** A stored meal: the form may choose another diary to move it to (MoveDiaryField). */
  move?: DiaryMove;
};

/**
 * The meal form of product spec §2, photo first for a phone at the table: Photos,
 * then Meal Name, Restaurant, Date, Price, Order Again?, then Who you were with, Notes
 * and Tags (the last two folded until opened or filled), then Cancel and Save. The draft is the caller's;
 * "Who you were with" sits under them, open when the meal names someone; the
 * form checks the draft (name and date required) before anything is sent.
 * A new meal starts with its Diary, when the user can add to more than one;
 * a stored one may be moved there to another diary the user writes. Either
 * way another diary lets go of the restaurant and tags, which were the other's.
 */
export function MealForm(props: MealFormProps) {
  const { draft, saving } = props;
  const { textField, edit, tagsBox, frame } = useDraftForm(props, {
    check: mealPayload,
    checkedFields: CHECKED_FIELDS,
    saveError: MEAL_ERRORS.saveForm,
  });
  const {
    error: companionError,
    ref: companionRef,
    name: companionName,
  } = textField('companionText');
  const companionBox = { error: companionError, ref: companionRef, name: companionName };
  const currencies = useCurrencyOptions(draft.priceCurrency);
  const photo = useMealPhotoSuggestions(draft, {
    date: (date) => edit('date', date),
    restaurant: (restaurant) => edit('restaurant', restaurant),
  });

  const letGoOfOtherDiary = () => {
    edit('restaurant', null);
    edit('tags', []);
  };

  return (
    <DraftForm label="Meal" {...frame}>
      {props.choosesDiary && <DiaryField disabled={saving} onDiaryChange={letGoOfOtherDiary} />}
      {props.move && (
        <MoveDiaryField
          resource="meals"
          move={props.move}
          disabled={saving}
          onDiaryChange={letGoOfOtherDiary}
        />
      )}
      {/* Photo first: at the table the picture is taken before anything is typed. */}
      <FormSection title="Photos">
        <PhotosField
          images={draft.mealImages}
          onChange={(images) => edit('mealImages', images)}
          onPhotosPicked={photo.onPhotosPicked}
          disabled={saving}
        />
      </FormSection>

      <FormSection title="Meal Details">
        <Input label="Meal Name" required autoComplete="off" {...textField('name')} />
        <RestaurantPicker
          value={draft.restaurant}
          onChange={(restaurant) => edit('restaurant', restaurant)}
          disabled={saving}
          photoPosition={photo.position}
        />
        <FieldSuggestion
          suggestion={photo.restaurant.suggestion}
          onAccept={photo.restaurant.accept}
          busy={photo.restaurant.busy}
          error={photo.restaurant.error}
          disabled={saving}
        />
        <Input label="Date" type="date" required {...textField('date')} />
        <FieldSuggestion
          suggestion={photo.date.suggestion}
          onAccept={photo.date.accept}
          disabled={saving}
        />
        <MoneyInput
          label="Price"
          placeholder="0.00"
          currency={draft.priceCurrency}
          onCurrencyChange={(code) => edit('priceCurrency', code)}
          currencies={currencies}
          disabled={saving}
          {...textField('priceAmount')}
        />
        <fieldset className={styles.rating}>
          <legend className={styles.ratingLegend}>Order Again?</legend>
          <ThumbsControl
            value={draft.isThumbsUp}
            onChange={(value) => edit('isThumbsUp', value)}
            titles={THUMBS_TITLES.meal}
            disabled={saving}
          />
        </fieldset>
      </FormSection>

      <FormSection title="People">
        <CompanionsField
          chosen={draft.companions}
          onChange={(names) => edit('companions', names)}
          text={draft.companionText}
          onTextChange={(text) => edit('companionText', text)}
          disabled={saving}
          {...companionBox}
        />
      </FormSection>

      <FormSection title="Notes" collapsible={{ initiallyOpen: draft.notes.trim() !== '' }}>
        <Textarea
          label="Notes"
          rows={5}
          placeholder="Add notes about this meal... (Markdown supported)"
          {...textField('notes')}
        />
      </FormSection>

      <FormSection title="Tags" collapsible={{ initiallyOpen: draft.tags.length > 0 }}>
        <TagsField
          label="Meal tags"
          ref={tagsBox}
          selected={draft.tags}
          onChange={(selected) => edit('tags', selected)}
          disabled={saving}
        />
      </FormSection>
    </DraftForm>
  );
}
