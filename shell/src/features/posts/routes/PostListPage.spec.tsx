import { screen } from '@testing-library/react';
import { mockFetch, post, renderPostsAt } from './postsTestHarness';

describe('PostListPage', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  it('shows the empty state when there are no posts', async () => {
    const fetchMock = mockFetch({ status: 200, body: [] });
    renderPostsAt('/posts');
    expect(screen.getByRole('heading', { name: 'Post List' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading posts...');
    expect(await screen.findByText('No Posts Yet!')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/posts',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('lists the posts', async () => {
    mockFetch({
      status: 200,
      body: [post('1', 'First dinner at Lupa'), post('2', 'Brunch ideas')],
    });
    renderPostsAt('/posts');
    expect(await screen.findByText('First dinner at Lupa')).toBeInTheDocument();
    expect(screen.getByText('Brunch ideas')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('No Posts Yet!')).not.toBeInTheDocument();
  });

  it('links to the add form', async () => {
    mockFetch({ status: 200, body: [] });
    renderPostsAt('/posts');
    expect(screen.getByRole('link', { name: 'Add Post' })).toHaveAttribute('href', '/posts/new');
    await screen.findByText('No Posts Yet!');
  });

  it('shows an error when the list cannot be loaded', async () => {
    mockFetch({ status: 500, body: { message: 'Internal error' } });
    renderPostsAt('/posts');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load posts');
  });
});
