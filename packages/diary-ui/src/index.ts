// @dd/diary-ui: the diary UI shared by the restaurants and meals remotes.

// Lists
export {
  DEFAULT_LIST_PARAMS,
  LIST_FILTERS,
  emptyListMessage,
  isSearchActive,
  listSearchParams,
  parseListSearchParams,
  type DiaryListParams,
  type DiaryResource,
  type ListFilterOption,
} from './lists/model/listParams';
export { diaryKeys } from './lists/api/diaryKeys';
export {
  DEFAULT_LIST_PAGE_SIZE,
  diaryListInfiniteQuery,
  listRequestQuery,
} from './lists/api/diaryListQuery';
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
export {
  SEARCH_DEBOUNCE_MS,
  readListSearchParams,
  useListUrlState,
} from './lists/hooks/useListUrlState';

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
export {
  createTag,
  replaceTagLinks,
  tagKeys,
  tagsQuery,
  useCreateTag,
  type TaggedEntity,
} from './tags/api/tagsApi';
export {
  TAG_FILTER_API_PARAM,
  TAG_FILTER_PARAM,
  tagFilterFromSearchParams,
  taggedListPath,
} from './tags/model/tagFilter';
export { TagChips, type TagChipsProps } from './tags/components/TagChips';
export { CREATE_TAG_ERROR, TagsPicker, type TagsPickerProps } from './tags/components/TagsPicker';

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
export { uploadDiaryImage } from './images/api/uploadDiaryImage';
export { PhotosField, type PhotosFieldProps } from './images/components/PhotosField';

// Dates
export { diaryDay, formatDiaryDate, localDiaryDate } from './dates/model/diaryDate';

// Scroll
export { SCROLL_STORAGE_PREFIX, useScrollRestoration } from './scroll/useScrollRestoration';
