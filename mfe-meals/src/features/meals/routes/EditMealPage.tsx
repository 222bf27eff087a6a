import { Page } from '@dd/ui-kit';

export function EditMealPage() {
  return <Page title="Edit Meal" />;
}
