import { Page } from '@dd/ui-kit';

export function TagsPage() {
  return <Page title="Tags" />;
}
