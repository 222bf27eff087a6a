import { Page } from '@dd/ui-kit';

export function AddMealPage() {
  return <Page title="Add New Meal" />;
}
