import {
  FIRST_ANSWER_HEADERS,
  SERVER_FIRST_ANSWERS_ELEMENT_ID,
  type FirstAnswer,
  type FirstScreenRequest,
  type ServerFirstAnswers,
} from '@dd/contracts';
import { jsonDataElement } from './server-first-screens';

/** Past this many characters of bodies, answers stay behind: the app asks for them itself. */
const MAX_ANSWERS_LENGTH = 256 * 1024;

type FetchApi = FirstScreenRequest['fetchApi'];

/**
 * The API answers a server render reads, kept for the page's app: the
 * browser then takes them instead of asking the API a second time for what
 * the render has just read. Only successful GETs are kept.
 */
export class FirstAnswers {
  private readonly kept: FirstAnswer[] = [];
  private length = 0;

  /** `fetchApi`, keeping a copy of each successful GET answer it gives. */
  recording(fetchApi: FetchApi): FetchApi {
    return async (path, init) => {
      const response = await fetchApi(path, init);
      if (init.method === 'GET' && response.status === 200) await this.keep(path, response);
      return response;
    };
  }

  /** The block that hands the answers to `userId`'s app at `address`; '' when none were kept. */
  element(address: string, userId: string): string {
    if (this.kept.length === 0) return '';
    const answers: ServerFirstAnswers = { address, userId, answers: this.kept };
    return jsonDataElement(SERVER_FIRST_ANSWERS_ELEMENT_ID, answers);
  }

  private async keep(path: string, response: Response): Promise<void> {
    const body = await response.clone().text();
    if (this.length + body.length > MAX_ANSWERS_LENGTH) return;
    if (this.kept.some((answer) => answer.path === path)) return;
    const headers: FirstAnswer['headers'] = {};
    for (const name of FIRST_ANSWER_HEADERS) {
      const value = response.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    this.kept.push({ path, headers, body });
    this.length += body.length;
  }
}
