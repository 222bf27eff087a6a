import { Page } from '../../../components/Page';

export function EditMealPage() {
  return <Page title="Edit Meal" />;
}
