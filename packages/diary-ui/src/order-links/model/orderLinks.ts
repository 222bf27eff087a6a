export type OrderService = 'ubereats' | 'doordash' | 'grubhub' | 'yelp' | 'opentable' | 'resy';

/** One service's link: the web URL always; `appUrl` when the service's app is tried first. */
export type OrderLink = {
  service: OrderService;
  label: string;
  webUrl: string;
  appUrl?: string;
};

export type OrderLinksInput = {
  name: string;
  address?: string | null;
  yelpId?: string | null;
  /** A meal's name: delivery searches then look for the dish at the restaurant. */
  dishName?: string | null;
};

export type OrderLinkGroups = { delivery: OrderLink[]; reservations: OrderLink[] };

const text = (value: string | null | undefined) => value?.trim() ?? '';

function query(params: Record<string, string>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  return search.toString();
}

/** Yelp's page of a known business, else a name (and location) search. */
function yelpLink(name: string, address: string, yelpId: string): OrderLink {
  const webUrl = yelpId
    ? `https://www.yelp.com/biz/${encodeURIComponent(yelpId)}`
    : `https://www.yelp.com/search?${query({ find_desc: name, find_loc: address })}`;
  return { service: 'yelp', label: 'Yelp', webUrl };
}

/**
 * Every Order & Reservations URL (product spec §2 Restaurant detail, §9 deep links).
 * Delivery searches the dish and the restaurant together when a dish is given;
 * reservations and Yelp search the restaurant. Every component is encoded.
 *
 * Uber Eats and DoorDash have app URLs whose paths mirror their web searches;
 * an app that ignores the path still opens, and the web search follows anyway.
 * Grubhub, OpenTable and Resy are web only.
 */
export function orderLinks(input: OrderLinksInput): OrderLinkGroups {
  const name = text(input.name);
  const address = text(input.address);
  const yelpId = text(input.yelpId);
  const dishSearch = [text(input.dishName), name].filter(Boolean).join(' ');
  const restaurantSearch = name || dishSearch;
  const yelp = yelpLink(restaurantSearch, address, yelpId);

  return {
    delivery: [
      {
        service: 'ubereats',
        label: 'Uber Eats',
        webUrl: `https://www.ubereats.com/search?${query({ q: dishSearch })}`,
        appUrl: `ubereats://search?${query({ q: dishSearch })}`,
      },
      {
        service: 'doordash',
        label: 'DoorDash',
        webUrl: `https://www.doordash.com/search/store/${encodeURIComponent(dishSearch)}/`,
        appUrl: `doordash://search/store/${encodeURIComponent(dishSearch)}/`,
      },
      {
        service: 'grubhub',
        label: 'Grubhub',
        webUrl: `https://www.grubhub.com/search?${query({ queryText: dishSearch })}`,
      },
      yelp,
    ],
    reservations: [
      {
        service: 'opentable',
        label: 'OpenTable',
        webUrl: `https://www.opentable.com/s?${query({ term: restaurantSearch })}`,
      },
      {
        service: 'resy',
        label: 'Resy',
        webUrl: `https://resy.com/?${query({ query: restaurantSearch })}`,
      },
      { ...yelp },
    ],
  };
}

/** Deep-link web fallback delay (product spec §9). */
export const APP_FALLBACK_DELAY_MS = 500;

export type OrderLinkWindow = Pick<Window, 'open' | 'setTimeout'> & {
  location: Pick<Location, 'href'>;
  navigator: Pick<Navigator, 'userAgent'>;
};

const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile/i;

/** Whether delivery apps can be installed here: phones and tablets, not desktop browsers. */
export function canHaveDeliveryApps(target: Pick<OrderLinkWindow, 'navigator'>): boolean {
  return MOBILE_USER_AGENT.test(target.navigator.userAgent);
}

/**
 * Opens a service. On a phone, a service with an app URL is tried in its app
 * first and its web search opens in a new tab 500 ms later (product spec §2). A
 * desktop browser has no delivery apps: there the app attempt would only
 * show "no app to open this link" and use up the click's user activation,
 * so Chrome's popup blocker would then refuse the delayed tab. So on desktop,
 * and for web-only services, the web page opens in a new tab at once.
 */
export function openOrderLink(
  link: OrderLink,
  { window: target = globalThis.window }: { window?: OrderLinkWindow } = {},
): void {
  const openWeb = () => {
    target.open(link.webUrl, '_blank', 'noopener');
  };
  if (!link.appUrl || !canHaveDeliveryApps(target)) {
    openWeb();
    return;
  }
  target.location.href = link.appUrl;
  target.setTimeout(openWeb, APP_FALLBACK_DELAY_MS);
}
