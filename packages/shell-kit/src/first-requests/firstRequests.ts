import { sessionStore } from '../session/sessionStore';
import { sendFirstRequest } from './firstResponses';

/** Where the browser is going: what a remote's page reads its first requests from. */
export interface PageLocation {
  pathname: string;
  search: string;
}

/**
 * What a remote declares next to its routes: the GET paths its page at
 * `location` asks for first, exactly as its queries write them. None for a
 * page whose first request depends on more than the URL.
 */
export type FirstRequests = (location: PageLocation) => string[];

/**
 * Run by a remote's first-requests script, which the gateway adds to the HTML
 * of the remote's pages: sends the page's first requests for the signed-in
 * user at once, in parallel with the app's code, which then takes the
 * answers instead of asking again (takeFirstResponse in apiRequest).
 */
export function startFirstRequests(
  requestsFor: FirstRequests,
  { pathname, search }: PageLocation = window.location,
): void {
  const token = sessionStore.getToken();
  if (!token) return;
  for (const path of requestsFor({ pathname, search })) sendFirstRequest(path, token);
}
