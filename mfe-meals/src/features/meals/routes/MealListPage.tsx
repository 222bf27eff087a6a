import { Page } from '../../../components/Page';

export function MealListPage() {
  return <Page title="Meals" />;
}
