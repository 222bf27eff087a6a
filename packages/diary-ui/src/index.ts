// @dd/diary-ui: the diary UI shared by the restaurants and meals remotes.

// Lists
export {
  DEFAULT_LIST_PARAMS,
  LIST_FILTERS,
  companionEmptyMessage,
  emptyListMessage,
  isSearchActive,
  LIST_TEXTS,
  listSearchParams,
  normalisedListParams,
  parseListSearchParams,
  inDiary,
  listParamsIn,
  WANT_TO_GO_EMPTY_MESSAGE,
  WANT_TO_GO_FILTER,
  type DiaryListParams,
  type DiaryResource,
  type ListFilter,
  type ListFilterOption,
  type ListTexts,
} from './lists/model/listParams';
export { diaryKeys } from './lists/api/diaryKeys';
export { removeCachedItem } from './lists/model/removeCachedItem';
export { diaryListInfiniteQuery, type DiaryListQueryOptions } from './lists/api/diaryListQuery';
export {
  DEFAULT_LIST_PAGE_SIZE,
  diaryListPagePath,
  listFilterQuery,
  listRequestQuery,
} from './lists/api/diaryListPaths';
export {
  ListToolbar,
  type ListToolbarProps,
  type ListToolbarSearch,
} from './lists/components/ListToolbar';
export { ListStatus, type ListStatusProps } from './lists/components/ListStatus';
export {
  InfiniteScrollSentinel,
  type InfiniteScrollSentinelProps,
} from './lists/components/InfiniteScrollSentinel';
export { DiaryListToolbar, type DiaryListToolbarProps } from './lists/components/DiaryListToolbar';
export { ListDeleteDialog } from './lists/components/ListDeleteDialog';
export {
  ViewSwitch,
  type ViewSwitchOption,
  type ViewSwitchProps,
} from './lists/components/ViewSwitch';
export {
  DiaryListBody,
  type DiaryListBodyProps,
  type DiaryListQueryState,
} from './lists/components/DiaryListBody';
export { SEARCH_DEBOUNCE_MS, useListUrlState } from './lists/hooks/useListUrlState';
export { useListDeletion } from './lists/hooks/useListDeletion';

// Thumbs
export { THUMBS_TITLES, nextThumbsValue, type ThumbsTitles } from './thumbs/model/thumbs';
export { patchCachedItem } from './thumbs/model/patchCachedItem';
export {
  putThumbs,
  useThumbsMutation,
  type ThumbsItem,
  type ThumbsVariables,
} from './thumbs/api/useThumbsMutation';
export { ThumbsControl, type ThumbsControlProps } from './thumbs/components/ThumbsControl';
export { ThumbIcon } from './thumbs/components/ThumbIcon';
export { TRANSIENT_ERROR_MS, useTransientError } from './feedback/useTransientError';

// Card options menu
export {
  OptionsMenu,
  type OptionsMenuItem,
  type OptionsMenuProps,
} from './options-menu/components/OptionsMenu';

// Tags
export {
  MAX_TAG_SUGGESTIONS,
  UNKNOWN_TAG_NAME,
  resolveTagEntry,
  sortTagsByName,
  tagDisplayName,
  tagSuggestions,
  type TagEntryResolution,
} from './tags/model/tagEntry';
export { createTag, tagKeys, tagsQuery, useCreateTag, useDiaryTags } from './tags/api/tagsApi';
export {
  recordTagsKey,
  recordTagsQuery,
  replaceTagLinks,
  saveTaggedRecord,
  TagsNotSavedError,
  type SaveTaggedRecordInput,
  type TaggedEntity,
} from './tags/api/tagLinks';
export {
  TAG_FILTER_API_PARAM,
  TAG_FILTER_PARAM,
  tagFilterFromSearchParams,
  taggedListPath,
} from './tags/model/tagFilter';
export { TagChips, type TagChipsProps } from './tags/components/TagChips';
export { TagFilter, type TagFilterProps } from './tags/components/TagFilter';
export { ANY_TAG_LABEL, TagSelect, type TagSelectProps } from './tags/components/TagSelect';
export {
  CREATE_TAG_ERROR,
  TagsPicker,
  type PendingTagsHandle,
  type TagsPickerProps,
} from './tags/components/TagsPicker';
export { TagsField, type TagsFieldProps } from './tags/components/TagsField';

// Companions: who you ate with
export {
  COMPANION_TEXTS,
  addCompanion,
  companionsText,
  mealCountText,
  placeCountText,
  type CompanionEntry,
} from './companions/model/companionEntry';
export {
  COMPANION_FILTER_PARAM,
  companionFromSearchParams,
} from './companions/model/companionFilter';
export { companionListPath } from './companions/model/companionLinks';
export {
  companionKeys,
  companionSummaryQuery,
  companionsQuery,
  deleteCompanions,
  invalidateAfterCompanionsChange,
  renameCompanions,
} from './companions/api/companionsApi';
export {
  CompanionsPicker,
  type CompanionsPickerProps,
  type SuggestedCompanion,
} from './companions/components/CompanionsPicker';
export {
  CompanionsField,
  type CompanionsFieldProps,
} from './companions/components/CompanionsField';
export { CompanionChips, type CompanionChipsProps } from './companions/components/CompanionChips';

// Order & Reservations
export {
  APP_FALLBACK_DELAY_MS,
  openOrderLink,
  canHaveDeliveryApps,
  orderLinks,
  type OrderLink,
  type OrderLinkGroups,
  type OrderLinkWindow,
  type OrderLinksInput,
  type OrderService,
} from './order-links/model/orderLinks';
export { OrderLinks, type OrderLinksProps } from './order-links/components/OrderLinks';

// Images
export {
  displayImage,
  displayableImages,
  isDisplayableImageUrl,
} from './images/model/displayImage';
export { imagesPayload } from './images/model/imagePayload';
export { uploadDiaryImage } from './images/api/uploadDiaryImage';
export { PhotosField, type PhotosFieldProps } from './images/components/PhotosField';
export { UploadsStorage } from './images/components/UploadsStorage';

// Photo metadata: the day and place a picked photo was taken
export {
  firstPhotoMetadata,
  photoMetadata,
  type PhotoMetadata,
} from './photo-metadata/model/photoMetadata';
export {
  findPhotoPlace,
  nearestListing,
  PHOTO_PLACE_NEAR_METERS,
  PHOTO_PLACE_RADIUS_METERS,
  photoPlace,
  photoPlaceName,
  type NearPlace,
  type OwnPlace,
  type PhotoPlace,
  type PhotoPlaceFinding,
} from './photo-metadata/model/nearestPlace';
export {
  nearPlaceLabel,
  PHOTO_NEAR_TEXT,
  PHOTO_NO_PLACE_TEXT,
  PHOTO_SUGGESTION_ACTIONS,
  photoDateText,
  photoPlaceText,
} from './photo-metadata/model/suggestionTexts';
export { readPhotoMetadata } from './photo-metadata/api/readPhotoMetadata';
export { nearbyListingsQuery, ownPlacesQuery } from './photo-metadata/api/photoPlaceQueries';
export { usePhotoMetadata } from './photo-metadata/hooks/usePhotoMetadata';
export { usePhotoPlace } from './photo-metadata/hooks/usePhotoPlace';
export {
  FieldSuggestion,
  type FieldSuggestionProps,
  type Suggestion,
  type SuggestionChoice,
} from './photo-metadata/components/FieldSuggestion';

// Dates
export { diaryDay, formatDiaryDate, localDiaryDate } from '@dd/contracts/rules';

// Offline
export { OfflineNote } from './offline/components/OfflineNote';
export {
  deviceCopyUpdatedAt,
  isUnreachable,
  offlineNoteText,
  type ShownQuery,
} from './offline/model/deviceCopy';

// Timing
export { useDebouncedValue } from './timing/useDebouncedValue';

// Routes
export { lazyPage } from './routing/lazyPage';

// Record pages
export { diaryRecordQuery } from './detail/api/diaryRecordQuery';
export { diaryRecordPath } from './detail/api/diaryRecordPath';
export {
  createDiaryRecord,
  deleteDiaryRecord,
  isQueuedRecord,
  updateDiaryRecord,
  type CreateDiaryRecordOptions,
} from './detail/api/diaryRecordApi';
export {
  DetailCard,
  DetailSection,
  type DetailSectionLink,
  type DetailSectionProps,
} from './detail/components/DetailSection';
export {
  DetailPage,
  DetailPageStatus,
  type DetailPageStatusProps,
} from './detail/components/DetailPage';
export { DetailHeader, type DetailHeaderProps } from './detail/components/DetailHeader';
export { DetailHero, type DetailHeroProps } from './detail/components/DetailHero';
export { DETAIL_TEXTS, type DetailTexts } from './detail/model/detailTexts';
export {
  DeleteRecordDialog,
  type DeleteRecordDialogProps,
} from './detail/components/DeleteRecordDialog';
export { DeleteTarget, type DeleteTargetProps } from './detail/components/DeleteTarget';

// Deletes with Undo
export { DelayedDeletes, UNDO_WINDOW_MS, type DelayedDelete } from './undo/model/delayedDeletes';
export { deletedCountMessage, deletedMessage, UNDO_LABEL } from './undo/model/undoTexts';
export { DelayedDeleteProvider } from './undo/components/DelayedDeleteProvider';
export { useDelayedDeletes } from './undo/hooks/useDelayedDeletes';
export { hideInCache } from './undo/api/hideInCache';
export {
  useDelayedRecordDelete,
  type DelayedRecordDelete,
  type DelayedRecordDeleteOptions,
} from './undo/api/useDelayedRecordDelete';

// Controls
export { RemoveButton, type RemoveButtonProps } from './controls/RemoveButton';

// Comboboxes
export {
  ComboboxFrame,
  ComboboxInput,
  ComboboxListbox,
  ComboboxNote,
  ComboboxOption,
  type ComboboxInputProps,
  type ComboboxListboxProps,
  type ComboboxOptionProps,
} from './combobox/components/Combobox';

// Cards
export { CardLink, cardControlClassName, DiaryCard } from './cards/components/DiaryCard';
export { CardMedia, type CardMediaProps } from './cards/components/CardMedia';
export { CardGrid, type CardGridProps } from './cards/components/CardGrid';

// Forms
export { FormSection, type FormSectionProps } from './forms/components/FormSection';
export { DraftForm, type DraftFormProps } from './forms/components/DraftForm';
export { DiaryField, type DiaryFieldProps } from './forms/components/DiaryField';
export { DiarySelect, type DiarySelectProps } from './forms/components/DiarySelect';
export {
  FormDiaryProvider,
  type FormDiaryProviderProps,
} from './forms/components/FormDiaryProvider';
export { useFormDiary } from './forms/hooks/useFormDiary';
export { EditorLoading, EditorPage } from './forms/components/EditorPage';
export {
  useDraftForm,
  type DiaryFormProps,
  type DraftCheck,
  type DraftRules,
} from './forms/hooks/useDraftForm';
export { editBaseOf } from './forms/model/editBase';

// Location
// Moved to map-kit so Nearby can use it too; the meals remote still imports it from here.
export { grantedPosition } from '@dd/map-kit/location';

// Share links
export { shareKeys } from './shares/api/shareKeys';
export { createShare, useCreateShare } from './shares/api/useCreateShare';
export { restaurantsShareScope, SHARE_TEXTS, shareIntro, shareUrl } from './shares/model/shareLink';
export { ShareButton, type ShareButtonProps } from './shares/components/ShareButton';
export { ShareDialog, type ShareDialogProps } from './shares/components/ShareDialog';

// Money
export {
  PRICE_ERROR,
  amountText,
  formatMoney,
  formatTotals,
  mealsCount,
  parseAmount,
  spentHereText,
  spentText,
  unpricedText,
} from './money/model/money';

// Record access (shared diaries)
export { useRecordAccess, type RecordAccess } from './record-access/hooks/useRecordAccess';
export { useAddInDiaryOf } from './record-access/hooks/useAddInDiaryOf';
export { FORMER_MEMBER, type RecordOwnership } from './record-access/model/addedBy';

// Moving a record to another diary (shared diaries)
export { useDiaryMove, type DiaryMove } from './moves/hooks/useDiaryMove';
export { MoveDiaryField, type MoveDiaryFieldProps } from './moves/components/MoveDiaryField';
export { MOVE_TEXTS, moveFailureText, type MoveTexts } from './moves/model/moveTexts';
export { invalidateAfterMove } from './moves/api/invalidateAfterMove';
