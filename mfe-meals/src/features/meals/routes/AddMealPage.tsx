import { Page } from '../../../components/Page';

export function AddMealPage() {
  return <Page title="Add New Meal" />;
}
