import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Navigate, Router, useLocation } from 'react-router';
import { pageLoadNavigator, PageLoadRouter, type PageLoadTarget } from './PageLoadRouter';

function fakeTarget(): PageLoadTarget & { loads: string[] } {
  const loads: string[] = [];
  return {
    loads,
    location: {
      assign: (url) => void loads.push(`assign ${String(url)}`),
      replace: (url) => void loads.push(`replace ${String(url)}`),
    },
    history: { go: (delta) => void loads.push(`go ${delta ?? 0}`) },
  };
}

const AT_LANDING = { pathname: '/', search: '', hash: '', state: null, key: 'default' };

describe('pageLoadNavigator', () => {
  it('turns a link tap into a page load of its address, the router staying where it is', async () => {
    const target = fakeTarget();
    function Where() {
      return <p>at {useLocation().pathname}</p>;
    }
    render(
      <Router location={AT_LANDING} navigator={pageLoadNavigator(target)}>
        <Link to={{ pathname: '/login', search: '?next=%2Fmeals' }}>Log in</Link>
        <Where />
      </Router>,
    );
    const link = screen.getByRole('link', { name: 'Log in' });
    expect(link).toHaveAttribute('href', '/login?next=%2Fmeals');

    await userEvent.click(link);

    expect(target.loads).toEqual(['assign /login?next=%2Fmeals']);
    expect(screen.getByText('at /')).toBeInTheDocument();
  });

  it('loads a redirect in place of the page', () => {
    const target = fakeTarget();
    render(
      <Router location={AT_LANDING} navigator={pageLoadNavigator(target)}>
        <Navigate to="/meals" replace />
      </Router>,
    );
    expect(target.loads).toEqual(['replace /meals']);
  });
});

describe('PageLoadRouter', () => {
  it('renders the routes at the page’s own address', () => {
    window.history.replaceState(null, '', '/?from=ad#top');
    function Where() {
      const { pathname, search, hash } = useLocation();
      return <p>{`${pathname}${search}${hash}`}</p>;
    }
    render(
      <PageLoadRouter>
        <Where />
      </PageLoadRouter>,
    );
    expect(screen.getByText('/?from=ad#top')).toBeInTheDocument();
    window.history.replaceState(null, '', '/');
  });
});
