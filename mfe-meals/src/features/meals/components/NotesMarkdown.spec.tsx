import { render, screen } from '@testing-library/react';
import { NotesMarkdown } from './NotesMarkdown';

it('renders markdown: emphasis, lists and GitHub tables', () => {
  render(
    <NotesMarkdown
      text={
        '**Great** _broth_\n\n- noodles\n- egg\n\n| Dish | Price |\n| --- | --- |\n| Ramen | 14 |'
      }
    />,
  );
  expect(screen.getByText('Great').tagName).toBe('STRONG');
  expect(screen.getByText('broth').tagName).toBe('EM');
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'noodles',
    'egg',
  ]);
  expect(screen.getByRole('table')).toHaveTextContent('Ramen');
});

it('opens links in a new tab without access to this one', () => {
  render(<NotesMarkdown text="See [the menu](https://example.com/menu) and https://example.org" />);
  const menu = screen.getByRole('link', { name: 'the menu' });
  expect(menu).toHaveAttribute('href', 'https://example.com/menu');
  expect(menu).toHaveAttribute('target', '_blank');
  expect(menu).toHaveAttribute('rel', 'noopener noreferrer');
  const autolink = screen.getByRole('link', { name: 'https://example.org' });
  expect(autolink).toHaveAttribute('target', '_blank');
  expect(autolink).toHaveAttribute('rel', 'noopener noreferrer');
});

it('drops javascript: and other non-web links, keeping their text', () => {
  const { container } = render(
    <NotesMarkdown text="[click](javascript:alert(1)) [data](data:text/html,hi) [here](/meals)" />,
  );
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(container).toHaveTextContent('click data here');
  expect(container.innerHTML).not.toMatch(/javascript:|data:text/);
});

it('never renders raw HTML', () => {
  const { container } = render(
    <NotesMarkdown
      text={
        '<script>window.hacked = true</script>\n\n<img src=x onerror="window.hacked=true">\n\nSafe <b>bold</b> text'
      }
    />,
  );
  expect(container.querySelector('script, b, img[onerror]')).toBeNull();
  expect(container.innerHTML).not.toContain('onerror');
  expect(container).toHaveTextContent('Safe bold text');
  expect((window as { hacked?: boolean }).hacked).toBeUndefined();
});
