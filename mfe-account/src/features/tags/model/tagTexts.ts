/** The tags page's fixed texts (product spec §2 Tags, §8 Tags), plus those of the merge it adds. */
export const TAG_TEXTS = {
  title: 'Tags',
  loading: 'Loading tags...',
  addTag: 'Add Tag',
  namePlaceholder: 'Enter tag name...',
  searchPlaceholder: 'Search tags...',
  empty: 'No tags found',
  createFirst: 'Create Your First Tag',
  clear: 'Clear',
  deleteOneTitle: 'Delete Tag',
  deleteManyTitle: 'Delete Selected Tags',
  loadFailed: 'Failed to load tags',
  updateFailed: 'Failed to update tag',
  deleteFailed: 'Failed to delete tag(s)',
  createFailed: 'Failed to create tag',
  merge: 'Merge',
  mergeTitle: 'Merge Tags',
  mergeFailed: 'Failed to merge tags',
} as const;

export const createFromSearchLabel = (text: string) => `Create "${text}" tag`;

/** The title of the merge offered when a rename takes another tag's name. */
export const mergeIntoTitle = (name: string) => `Merge into '${name}'?`;

export const alreadyExists = (name: string) => `"${name}" already exists.`;
