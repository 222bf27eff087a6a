import { Page } from '../../../components/Page';

export function TagsPage() {
  return <Page title="Tags" />;
}
