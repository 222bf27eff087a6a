import { Page } from '../../../components/Page';

export function MealDetailPage() {
  return <Page title="Meal details" />;
}
