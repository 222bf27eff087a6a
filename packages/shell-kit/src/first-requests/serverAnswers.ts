import {
  SERVER_FIRST_ANSWERS_ELEMENT_ID,
  type FirstAnswer,
  type ServerFirstAnswers,
} from '@dd/contracts';
import { keepFirstResponse } from './firstResponses';

function isFirstAnswer(value: unknown): value is FirstAnswer {
  const answer = value as Partial<FirstAnswer> | null;
  return (
    !!answer &&
    typeof answer.path === 'string' &&
    typeof answer.body === 'string' &&
    !!answer.headers &&
    typeof answer.headers === 'object'
  );
}

/** The page's block of answers the web tier's render read, when it is `userId`'s at `address`. */
function answersFor(userId: string, address: string): FirstAnswer[] {
  const element = document.getElementById(SERVER_FIRST_ANSWERS_ELEMENT_ID);
  if (!element?.textContent) return [];
  try {
    const block = JSON.parse(element.textContent) as Partial<ServerFirstAnswers> | null;
    if (block?.userId !== userId || block.address !== address || !Array.isArray(block.answers))
      return [];
    return block.answers.filter(isFirstAnswer);
  } catch {
    return [];
  }
}

/**
 * Hands the app the API answers the web tier read to render this page on the
 * server (SERVER_FIRST_ANSWERS_ELEMENT_ID), as if the page's first requests
 * had been sent with `token`, so they are not asked twice. Only the
 * signed-in user's answers for this address are taken. Returns their paths.
 */
export function takeServerAnswers(
  userId: string,
  token: string,
  address: string,
): ReadonlySet<string> {
  const paths = new Set<string>();
  for (const { path, headers, body } of answersFor(userId, address)) {
    keepFirstResponse(path, token, Promise.resolve(new Response(body, { status: 200, headers })));
    paths.add(path);
  }
  return paths;
}
