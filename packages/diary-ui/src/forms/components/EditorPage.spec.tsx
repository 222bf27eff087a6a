import { render, screen } from '@testing-library/react';
import { EditorLoading, EditorPage } from './EditorPage';

it('titles the page and holds its sections', () => {
  render(
    <EditorPage title="Edit Meal">
      <EditorLoading text="Loading meal data..." />
    </EditorPage>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Edit Meal' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading meal data...');
});
