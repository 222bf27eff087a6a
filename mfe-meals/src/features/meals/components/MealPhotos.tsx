import type { ImageEntry } from '@dd/contracts';
import { DetailSection } from '@dd/diary-ui';
import { ImageGrid } from '@dd/ui-kit';

/** The Meal Photos grid with Manage Photos (for who may edit the meal), shown when the meal has more than one photo (product spec §2). */
export function MealPhotos({
  images,
  name,
  managePath,
}: {
  images: readonly ImageEntry[];
  name: string;
  /** Where Manage Photos leads; none for a meal the user may only read. */
  managePath?: string;
}) {
  if (images.length <= 1) return null;
  return (
    <DetailSection
      title="Meal Photos"
      action={managePath ? { label: 'Manage Photos', to: managePath } : undefined}
    >
      <ImageGrid images={images} alt={`Photo of ${name}`} />
    </DetailSection>
  );
}
