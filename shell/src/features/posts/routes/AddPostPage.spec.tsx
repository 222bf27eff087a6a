import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, post, renderPostsAt } from './postsTestHarness';

describe('AddPostPage', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  it('posts the content and returns to the refreshed list', async () => {
    const fetchMock = mockFetch(
      { status: 201, body: post('9', 'Tasting menu notes') },
      { status: 200, body: [post('9', 'Tasting menu notes')] },
    );
    renderPostsAt('/posts/new');

    await userEvent.type(screen.getByRole('textbox', { name: /Content/ }), 'Tasting menu notes');
    await userEvent.click(screen.getByRole('button', { name: 'Add Post' }));

    expect(await screen.findByRole('heading', { name: 'Post List' })).toBeInTheDocument();
    expect(await screen.findByText('Tasting menu notes')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/posts');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual({ content: 'Tasting menu notes' });
    expect(init.headers['Content-Type']).toBe('application/json');
  });

  it('stays on the form and shows the failure in red text', async () => {
    mockFetch({ status: 400, body: { message: 'content: Required' } });
    renderPostsAt('/posts/new');

    await userEvent.type(screen.getByRole('textbox', { name: /Content/ }), 'Something');
    await userEvent.click(screen.getByRole('button', { name: 'Add Post' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Adding Post Failed');
    expect(screen.getByRole('heading', { name: 'Add Post' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Content/ })).toHaveValue('Something');
  });

  it('requires content', async () => {
    const fetchMock = mockFetch();
    renderPostsAt('/posts/new');
    expect(screen.getByRole('textbox', { name: /Content/ })).toBeRequired();

    await userEvent.type(screen.getByRole('textbox', { name: /Content/ }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Add Post' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('cancels back to the list', () => {
    mockFetch();
    renderPostsAt('/posts/new');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/posts');
  });
});
