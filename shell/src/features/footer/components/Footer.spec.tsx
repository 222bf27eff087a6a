import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Footer } from './Footer';

function renderFooter() {
  return render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
}

describe('Footer', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the copyright line with the current year', () => {
    jest.useFakeTimers({ now: new Date('2031-06-15T12:00:00Z') });
    renderFooter();
    expect(screen.getByText('© 2031 Dining Diary')).toBeInTheDocument();
  });

  it('links the logo home', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: 'Dining Diary home' })).toHaveAttribute('href', '/');
  });

  it('links the seven social networks externally and safely', () => {
    renderFooter();
    const list = screen.getByRole('list', { name: 'Dining Diary on social media' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Dining Diary on Facebook',
      'Dining Diary on Instagram',
      'Dining Diary on X',
      'Dining Diary on LinkedIn',
      'Dining Diary on TikTok',
      'Dining Diary on GitHub',
      'Dining Diary on YouTube',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });

  it('links Privacy and Terms', () => {
    renderFooter();
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Privacy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(within(legal).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
  });
});
