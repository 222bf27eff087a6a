import { Page } from '@dd/ui-kit';

export function MealDetailPage() {
  return <Page title="Meal details" />;
}
