import {
  DiaryField,
  DraftForm,
  FieldSuggestion,
  FormSection,
  MoveDiaryField,
  PhotosField,
  TagsField,
  ThumbsControl,
  THUMBS_TITLES,
  useDraftForm,
  usePhotoMetadata,
  usePhotoPlace,
  type DiaryFormProps,
  type DiaryMove,
} from '@dd/diary-ui';
import { Checkbox, Input, Textarea } from '@dd/ui-kit';
import { firstVisitSuggestion, listingSuggestion, photoListings } from '../model/photoSuggestions';
import type { RestaurantDraft } from '../model/restaurantDraft';
import { restaurantPayload, type RestaurantPayload } from '../model/restaurantPayload';
import { linkDraftToYelpBusiness } from '../model/yelpDraft';
import styles from './RestaurantForm.module.css';

export const FORM_SAVE_ERROR = 'Error saving restaurant';

const CHECKED_FIELDS = ['name', 'website'] as const;

export type RestaurantFormProps = DiaryFormProps<RestaurantDraft, RestaurantPayload> & {
  /** A new restaurant: the form chooses its diary (DiaryField). */
  choosesDiary?: boolean;
  /** A stored restaurant: the form may choose another diary to move it to, with its meals (MoveDiaryField). */
  move?: DiaryMove;
};

/**
 * The restaurant form of product spec §2: Restaurant Information, Photos,
 * Preferences, Comments and Tags, then Cancel and Save. The draft is the
 * caller's; the form checks it (name, website) before anything is sent.
 * A photo picked from the gallery may suggest the Yelp listing it was taken
 * at (linking fills only empty fields) and its day as First Visited.
 * A new restaurant starts with its Diary, when the user can add to more
 * than one; a stored one may be moved there to another diary the user
 * writes. Either way another diary lets go of the tags, which were the other's.
 */
export function RestaurantForm(props: RestaurantFormProps) {
  const { draft, saving } = props;
  const { textField, edit, tagsBox, frame } = useDraftForm(props, {
    check: restaurantPayload,
    checkedFields: CHECKED_FIELDS,
    saveError: FORM_SAVE_ERROR,
  });
  const photo = usePhotoMetadata();
  const finding = usePhotoPlace(photo.metadata?.position ?? null, { ownRestaurants: false });
  const listings = photoListings(finding);
  const takenOn = photo.metadata?.takenOn ?? null;
  const letGoOfOtherDiary = () => edit('tags', []);

  return (
    <DraftForm label="Restaurant" {...frame}>
      {props.choosesDiary && <DiaryField disabled={saving} onDiaryChange={letGoOfOtherDiary} />}
      {props.move && (
        <MoveDiaryField
          resource="restaurants"
          move={props.move}
          disabled={saving}
          onDiaryChange={letGoOfOtherDiary}
        />
      )}
      <FormSection title="Restaurant Information">
        <Input label="Name" required autoComplete="off" {...textField('name')} />
        <FieldSuggestion
          suggestion={listingSuggestion(finding, draft.yelpId)}
          onAccept={(choiceId) => {
            const listing = listings[Number(choiceId ?? 0)];
            if (listing) props.onChange((current) => linkDraftToYelpBusiness(current, listing));
          }}
          disabled={saving}
        />
        <Input label="Address" autoComplete="street-address" {...textField('address')} />
        <div className={styles.pair}>
          <Input label="Phone" type="tel" autoComplete="off" {...textField('phone')} />
          <Input label="First Visited" type="date" {...textField('date')} />
        </div>
        <FieldSuggestion
          suggestion={firstVisitSuggestion(takenOn, draft.date)}
          onAccept={() => {
            if (takenOn) edit('date', takenOn);
          }}
          disabled={saving}
        />
        <Input
          label="Website"
          type="url"
          inputMode="url"
          placeholder="https://"
          autoComplete="off"
          {...textField('website')}
        />
      </FormSection>

      <FormSection title="Photos">
        <PhotosField
          images={draft.restaurantImages}
          onChange={(images) => edit('restaurantImages', images)}
          onPhotosPicked={photo.onPhotosPicked}
          disabled={saving}
        />
      </FormSection>

      <FormSection title="Preferences">
        <ThumbsControl
          value={draft.isThumbsUp}
          onChange={(value) => edit('isThumbsUp', value)}
          titles={THUMBS_TITLES.restaurant}
          disabled={saving}
        />
        <Checkbox
          label="Want to go"
          checked={draft.wantToGo}
          onChange={(event) => edit('wantToGo', event.target.checked)}
          disabled={saving}
        />
      </FormSection>

      <FormSection title="Comments">
        <Textarea label="Notes" rows={4} {...textField('notes')} />
      </FormSection>

      <FormSection title="Tags">
        <TagsField
          label="Restaurant tags"
          ref={tagsBox}
          selected={draft.tags}
          onChange={(selected) => edit('tags', selected)}
          disabled={saving}
        />
      </FormSection>
    </DraftForm>
  );
}
