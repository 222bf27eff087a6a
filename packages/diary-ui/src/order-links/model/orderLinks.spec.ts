import { APP_FALLBACK_DELAY_MS, openOrderLink, orderLinks, type OrderLink } from './orderLinks';

const byService = (links: OrderLink[]) =>
  Object.fromEntries(links.map((link) => [link.service, link]));

describe('orderLinks', () => {
  it('builds every delivery and reservation URL for a restaurant', () => {
    const { delivery, reservations } = orderLinks({
      name: "Joe's Pizza",
      address: '7 Carmine St, New York',
    });

    expect(delivery.map((link) => link.label)).toEqual([
      'Uber Eats',
      'DoorDash',
      'Grubhub',
      'Yelp',
    ]);
    expect(reservations.map((link) => link.label)).toEqual(['OpenTable', 'Resy', 'Yelp']);
    expect(delivery).toEqual([
      {
        service: 'ubereats',
        label: 'Uber Eats',
        webUrl: 'https://www.ubereats.com/search?q=Joe%27s+Pizza',
        appUrl: 'ubereats://search?q=Joe%27s+Pizza',
      },
      {
        service: 'doordash',
        label: 'DoorDash',
        webUrl: "https://www.doordash.com/search/store/Joe's%20Pizza/",
        appUrl: "doordash://search/store/Joe's%20Pizza/",
      },
      {
        service: 'grubhub',
        label: 'Grubhub',
        webUrl: 'https://www.grubhub.com/search?queryText=Joe%27s+Pizza',
      },
      {
        service: 'yelp',
        label: 'Yelp',
        webUrl:
          'https://www.yelp.com/search?find_desc=Joe%27s+Pizza&find_loc=7+Carmine+St%2C+New+York',
      },
    ]);
    expect(reservations).toEqual([
      {
        service: 'opentable',
        label: 'OpenTable',
        webUrl: 'https://www.opentable.com/s?term=Joe%27s+Pizza',
      },
      { service: 'resy', label: 'Resy', webUrl: 'https://resy.com/?query=Joe%27s+Pizza' },
      {
        service: 'yelp',
        label: 'Yelp',
        webUrl:
          'https://www.yelp.com/search?find_desc=Joe%27s+Pizza&find_loc=7+Carmine+St%2C+New+York',
      },
    ]);
  });

  it('gives only Uber Eats and DoorDash an app URL', () => {
    const { delivery, reservations } = orderLinks({ name: 'A' });
    expect(
      [...delivery, ...reservations].filter((link) => link.appUrl).map((link) => link.service),
    ).toEqual(['ubereats', 'doordash']);
  });

  it("uses Yelp's business page when the id is known, with the id encoded", () => {
    const { delivery, reservations } = orderLinks({ name: 'A', yelpId: 'café-x/../?y=1' });
    const expected = 'https://www.yelp.com/biz/caf%C3%A9-x%2F..%2F%3Fy%3D1';
    expect(byService(delivery).yelp!.webUrl).toBe(expected);
    expect(byService(reservations).yelp!.webUrl).toBe(expected);
  });

  it('searches the dish at the restaurant for delivery, the restaurant for reservations and Yelp', () => {
    const { delivery, reservations } = orderLinks({
      name: 'Noodle Bar',
      dishName: ' Pad Thai ',
      address: '  ',
    });
    const d = byService(delivery);
    const r = byService(reservations);
    expect(d.ubereats!.webUrl).toBe('https://www.ubereats.com/search?q=Pad+Thai+Noodle+Bar');
    expect(d.doordash!.webUrl).toBe(
      'https://www.doordash.com/search/store/Pad%20Thai%20Noodle%20Bar/',
    );
    expect(d.grubhub!.webUrl).toBe('https://www.grubhub.com/search?queryText=Pad+Thai+Noodle+Bar');
    expect(d.yelp!.webUrl).toBe('https://www.yelp.com/search?find_desc=Noodle+Bar');
    expect(r.opentable!.webUrl).toBe('https://www.opentable.com/s?term=Noodle+Bar');
    expect(r.resy!.webUrl).toBe('https://resy.com/?query=Noodle+Bar');
  });

  it('encodes characters that would break out of a path or query', () => {
    const { delivery, reservations } = orderLinks({ name: 'A/B #1 & ?x=%' });
    const d = byService(delivery);
    expect(d.doordash!.webUrl).toBe(
      'https://www.doordash.com/search/store/A%2FB%20%231%20%26%20%3Fx%3D%25/',
    );
    expect(new URL(d.ubereats!.webUrl).searchParams.get('q')).toBe('A/B #1 & ?x=%');
    expect(new URL(d.grubhub!.webUrl).searchParams.get('queryText')).toBe('A/B #1 & ?x=%');
    expect(new URL(byService(reservations).opentable!.webUrl).searchParams.get('term')).toBe(
      'A/B #1 & ?x=%',
    );
    for (const link of [...delivery, ...reservations]) {
      expect(new URL(link.webUrl).protocol).toBe('https:');
      expect(new URL(link.webUrl).hash).toBe('');
    }
  });

  it('searches the dish alone for a meal without a restaurant', () => {
    const { delivery, reservations } = orderLinks({ name: '', dishName: 'Ramen' });
    expect(byService(delivery).ubereats!.webUrl).toBe('https://www.ubereats.com/search?q=Ramen');
    expect(byService(reservations).yelp!.webUrl).toBe(
      'https://www.yelp.com/search?find_desc=Ramen',
    );
  });
});

describe('openOrderLink', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
  const DESKTOP_CHROME =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

  function fakeWindow(userAgent = IPHONE) {
    return {
      open: jest.fn(),
      setTimeout,
      location: { href: 'http://app/restaurants/1' },
      navigator: { userAgent },
    };
  }

  it('on a phone, tries the app, then opens the web search in a new tab after 500 ms', () => {
    const win = fakeWindow();
    const link = orderLinks({ name: 'X' }).delivery[0]!;
    openOrderLink(link, { window: win });
    expect(win.location.href).toBe('ubereats://search?q=X');
    jest.advanceTimersByTime(APP_FALLBACK_DELAY_MS - 1);
    expect(win.open).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(win.open).toHaveBeenCalledWith(
      'https://www.ubereats.com/search?q=X',
      '_blank',
      'noopener',
    );
    expect(APP_FALLBACK_DELAY_MS).toBe(500);
  });

  it('on a desktop browser, opens the web search at once without trying an app', () => {
    const win = fakeWindow(DESKTOP_CHROME);
    openOrderLink(orderLinks({ name: 'X' }).delivery[1]!, { window: win });
    expect(win.open).toHaveBeenCalledWith(
      'https://www.doordash.com/search/store/X/',
      '_blank',
      'noopener',
    );
    expect(win.location.href).toBe('http://app/restaurants/1');
  });

  it('opens a web-only service in a new tab at once, without leaving the page', () => {
    const win = fakeWindow();
    const link = orderLinks({ name: 'X' }).reservations[0]!;
    openOrderLink(link, { window: win });
    expect(win.open).toHaveBeenCalledWith(
      'https://www.opentable.com/s?term=X',
      '_blank',
      'noopener',
    );
    expect(win.location.href).toBe('http://app/restaurants/1');
  });
});
