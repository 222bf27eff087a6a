import { sessionStore } from '../session/sessionStore';
import { sendFirstRequest } from './firstResponses';
import { takeServerAnswers } from './serverAnswers';

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
 * Run by a remote's first-requests script, which the web tier adds to the HTML
 * of the remote's pages: sends the page's first requests for the signed-in
 * user at once, in parallel with the app's code, which then takes the
 * answers instead of asking again (takeFirstResponse in apiRequest). A
 * request the web tier already answered to render the page (its answers
 * precede this script) is not sent: the app takes that answer.
 */
export function startFirstRequests(
  requestsFor: FirstRequests,
  { pathname, search }: PageLocation = window.location,
): void {
  const token = sessionStore.getToken();
  const user = sessionStore.getUser();
  if (!token || !user) return;
  const answered = takeServerAnswers(user.id, token, pathname + search);
  for (const path of requestsFor({ pathname, search }))
    if (!answered.has(path)) sendFirstRequest(path, token);
}
