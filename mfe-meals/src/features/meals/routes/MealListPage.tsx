import { Page } from '@dd/ui-kit';

export function MealListPage() {
  return <Page title="Meals" />;
}
