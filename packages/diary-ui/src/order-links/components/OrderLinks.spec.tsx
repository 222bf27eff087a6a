import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderLinks } from './OrderLinks';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function fakeWindow() {
  return {
    open: jest.fn(),
    setTimeout,
    location: { href: 'http://app/' },
    navigator: { userAgent: 'iPhone Mobile' },
  };
}

it('shows the section with its Delivery and Reservations groups', () => {
  render(<OrderLinks name="Luigi's" targetWindow={fakeWindow()} />);
  const section = screen.getByRole('region', { name: 'Order & Reservations' });
  const delivery = within(section).getByRole('group', { name: 'Delivery' });
  const reservations = within(section).getByRole('group', { name: 'Reservations' });
  expect(
    within(delivery)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Uber Eats', 'DoorDash', 'Grubhub', 'Yelp']);
  expect(
    within(reservations)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['OpenTable', 'Resy', 'Yelp']);
});

it('takes another title, and the dish, for a meal', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const win = fakeWindow();
  render(
    <OrderLinks title="Order This Meal" name="Noodle Bar" dishName="Pad Thai" targetWindow={win} />,
  );
  const section = screen.getByRole('region', { name: 'Order This Meal' });
  await user.click(within(section).getByRole('button', { name: 'Grubhub' }));
  expect(win.open).toHaveBeenCalledWith(
    'https://www.grubhub.com/search?queryText=Pad+Thai+Noodle+Bar',
    '_blank',
    'noopener',
  );
});

it('opens the app, then the web search after 500 ms', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const win = fakeWindow();
  render(<OrderLinks name="Luigi's" targetWindow={win} />);
  await user.click(screen.getByRole('button', { name: 'DoorDash' }));
  expect(win.location.href).toBe("doordash://search/store/Luigi's/");
  expect(win.open).not.toHaveBeenCalled();
  jest.advanceTimersByTime(500);
  expect(win.open).toHaveBeenCalledWith(
    "https://www.doordash.com/search/store/Luigi's/",
    '_blank',
    'noopener',
  );
});

it("opens Yelp's business page when linked", async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const win = fakeWindow();
  render(<OrderLinks name="Luigi's" yelpId="luigis-sf" targetWindow={win} />);
  const reservations = screen.getByRole('group', { name: 'Reservations' });
  await user.click(within(reservations).getByRole('button', { name: 'Yelp' }));
  expect(win.open).toHaveBeenCalledWith('https://www.yelp.com/biz/luigis-sf', '_blank', 'noopener');
});
