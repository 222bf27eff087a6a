import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { sessionStore } from '@dd/shell-kit';
import { makeToken, testUser } from '@dd/shell-kit/testing';
import { LandingPage } from './LandingPage';

/** Renders the page and waits for its lazily loaded sections (fetched right after the first render). */
async function renderLanding() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/signup" element={<p>Sign up page</p>} />
        <Route path="/login" element={<p>Log in page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { name: 'Start your dining diary today' });
}

describe('LandingPage', () => {
  it('leads a signed-in visitor into the diary first: Go to your diary and Log a meal', async () => {
    sessionStore.signIn(makeToken(), { persistent: true });
    await renderLanding();
    const shortcuts = screen.getByRole('region', { name: 'Your diary' });
    expect(shortcuts).toHaveTextContent(`Welcome back, ${testUser.fullName.split(' ')[0]}.`);
    expect(within(shortcuts).getByRole('link', { name: 'Go to your diary' })).toHaveAttribute(
      'href',
      '/meals',
    );
    expect(within(shortcuts).getByRole('link', { name: 'Log a meal' })).toHaveAttribute(
      'href',
      '/meals/new',
    );
    // Above the marketing content.
    expect(
      shortcuts.compareDocumentPosition(screen.getByRole('heading', { level: 1 })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    sessionStore.signOut();
  });

  it('shows a visitor only the marketing page', async () => {
    await renderLanding();
    expect(screen.queryByRole('region', { name: 'Your diary' })).not.toBeInTheDocument();
  });

  it('presents the marketing copy', async () => {
    await renderLanding();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    for (const highlight of [
      'Effortless meal logging',
      'Personalized ratings',
      'History by date and place',
      'Photos of every plate',
    ]) {
      expect(screen.getByRole('heading', { name: highlight })).toBeInTheDocument();
    }
  });

  it('links its calls to action to sign up and log in', async () => {
    await renderLanding();
    expect(screen.getByRole('link', { name: 'Start Logging' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up for Free' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it('navigates to sign up from Start Logging', async () => {
    await renderLanding();
    await userEvent.click(screen.getByRole('link', { name: 'Start Logging' }));
    expect(screen.getByText('Sign up page')).toBeInTheDocument();
  });

  it('explains how it works in three steps', async () => {
    await renderLanding();
    const section = screen.getByRole('region', { name: 'How it works' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows three testimonials from named people', async () => {
    await renderLanding();
    const section = screen.getByRole('region', { name: 'Loved by people who love to eat' });
    const quotes = within(section).getAllByRole('listitem');
    expect(quotes).toHaveLength(3);
    for (const name of ['Maya Chen', 'Daniel Okafor', 'Sofia Reyes']) {
      expect(within(section).getByText(name)).toBeInTheDocument();
    }
  });

  it('includes the screenshot carousel and the publication strip', async () => {
    await renderLanding();
    expect(screen.getByRole('region', { name: 'Dining Diary screenshots' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Publications' })).getAllByRole('listitem'),
    ).toHaveLength(10);
  });
});
