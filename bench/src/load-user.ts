import autocannon from 'autocannon';

/** What one virtual user owns on the stack: seeded before the run, through the API. */
export interface LoadUser {
  index: number;
  token: string;
  restaurantId: string;
  mealId: string;
  /** A word of the user's restaurant and meal names, for the search requests. */
  searchTerm: string;
}

/** One write whose answer came (`acknowledged`) or whose request went out last and may still land (`inFlight`). */
export interface WriteTrail<T> {
  acknowledged?: T;
  inFlight?: T;
}

/** What a user's run recorded: latencies and statuses per route, and its writes. */
export interface UserRecord {
  latencies: Map<string, number[]>;
  statuses: Map<string, Map<number, number>>;
  /** Connection errors and time-outs autocannon counted. */
  transportErrors: number;
  mealThumbs: WriteTrail<boolean | null>;
  restaurantThumbs: WriteTrail<boolean | null>;
  notes: WriteTrail<string>;
  /** The file URL of every upload answered 201. */
  uploads: string[];
}

/** The upload body: one small photo as multipart/form-data, as the browser sends it. */
export interface UploadBody {
  contentType: string;
  body: Buffer;
}

export function multipartPhoto(jpeg: Buffer): UploadBody {
  const boundary = `----load${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([head, jpeg, tail]),
  };
}

const THUMBS_CYCLE: Array<boolean | null> = [true, false, null];

type Step = {
  route: string;
  build: () => { method: string; path: string; body?: string | Buffer; contentType?: string };
  /** Reads a 2xx answer's body (the writes record what the server confirmed). */
  onSuccess?: (body: string) => void;
};

/**
 * The screens' requests in the order a person causes them: the restaurants
 * list, a restaurant's page (record and summary), a search, the meals list, a
 * meal's page, thumbs on the meal and on the restaurant, a notes save, a
 * meal search, and a photo uploaded and shown. Mutable state (which thumbs,
 * which note, the last photo) lives here, not in autocannon's per-loop context.
 */
function stepsOf(user: LoadUser, upload: UploadBody, record: UserRecord): Step[] {
  let round = 0;
  let lastPhoto: string | undefined;
  const json = (value: unknown) => JSON.stringify(value);
  const term = encodeURIComponent(user.searchTerm);
  const thumbsOf = (trail: WriteTrail<boolean | null>) => () => {
    const value = THUMBS_CYCLE[round % THUMBS_CYCLE.length]!;
    trail.inFlight = value;
    return value;
  };
  const mealThumbs = thumbsOf(record.mealThumbs);
  const restaurantThumbs = thumbsOf(record.restaurantThumbs);
  const confirm =
    <T>(trail: WriteTrail<T>, read: (body: string) => T) =>
    (body: string) => {
      trail.acknowledged = read(body);
      trail.inFlight = undefined;
    };
  return [
    {
      route: 'GET /api/restaurants?limit=50',
      build: () => ({ method: 'GET', path: '/api/restaurants?limit=50&include=tags' }),
    },
    {
      route: 'GET /api/restaurants/:id',
      build: () => ({ method: 'GET', path: `/api/restaurants/${user.restaurantId}` }),
    },
    {
      route: 'GET /api/restaurants/:id/summary',
      build: () => ({ method: 'GET', path: `/api/restaurants/${user.restaurantId}/summary` }),
    },
    {
      route: 'GET /api/restaurants?q=',
      build: () => ({ method: 'GET', path: `/api/restaurants?q=${term}&limit=50` }),
    },
    {
      route: 'GET /api/meals?limit=50',
      build: () => ({ method: 'GET', path: '/api/meals?limit=50&include=tags' }),
    },
    {
      route: 'GET /api/meals/:id',
      build: () => ({ method: 'GET', path: `/api/meals/${user.mealId}` }),
    },
    {
      route: 'PUT /api/meals/:id/thumbs',
      build: () => ({
        method: 'PUT',
        path: `/api/meals/${user.mealId}/thumbs`,
        body: json({ isThumbsUp: mealThumbs() }),
      }),
      onSuccess: confirm(
        record.mealThumbs,
        (body) => (JSON.parse(body) as { isThumbsUp: boolean | null }).isThumbsUp,
      ),
    },
    {
      route: 'PUT /api/meals/:id (notes)',
      build: () => {
        const notes = `Load note ${user.index}.${round}: crisp, well seasoned.`;
        record.notes.inFlight = notes;
        return { method: 'PUT', path: `/api/meals/${user.mealId}`, body: json({ notes }) };
      },
      onSuccess: confirm(record.notes, (body) => (JSON.parse(body) as { notes: string }).notes),
    },
    {
      route: 'GET /api/meals?q=',
      build: () => ({ method: 'GET', path: `/api/meals?q=${term}&limit=50` }),
    },
    {
      route: 'PUT /api/restaurants/:id/thumbs',
      build: () => ({
        method: 'PUT',
        path: `/api/restaurants/${user.restaurantId}/thumbs`,
        body: json({ isThumbsUp: restaurantThumbs() }),
      }),
      onSuccess: confirm(
        record.restaurantThumbs,
        (body) => (JSON.parse(body) as { isThumbsUp: boolean | null }).isThumbsUp,
      ),
    },
    {
      route: 'POST /api/uploads/proxy',
      build: () => ({ method: 'POST', path: '/api/uploads/proxy', ...upload }),
      onSuccess: (body) => {
        lastPhoto = (JSON.parse(body) as { fileUrl: string }).fileUrl;
        record.uploads.push(lastPhoto);
      },
    },
    {
      route: 'GET /api/uploads/images/:file',
      // The photo just uploaded, as the meal's page shows it (the list's first restaurant if none came back).
      build: () => ({ method: 'GET', path: lastPhoto ?? '/api/restaurants?limit=1' }),
      onSuccess: () => {
        round++;
      },
    },
  ];
}

/** Reads per step of `stepsOf`, writes and uploads: what a user spends of each budget per round. */
export const ROUND_COST = { requests: 12, reads: 8, writes: 3, uploads: 1 } as const;

export function newUserRecord(): UserRecord {
  return {
    latencies: new Map(),
    statuses: new Map(),
    transportErrors: 0,
    mealThumbs: {},
    restaurantThumbs: {},
    notes: {},
    uploads: [],
  };
}

/**
 * Drives one user with autocannon until `seconds` have passed: one
 * connection, the steps in a loop, at most `requestsPerSecond`.
 */
export async function runUser(options: {
  gatewayUrl: string;
  user: LoadUser;
  upload: UploadBody;
  seconds: number;
  requestsPerSecond: number;
  record: UserRecord;
}): Promise<void> {
  const { user, record } = options;
  const steps = stepsOf(user, options.upload, record);
  // autocannon reports a response's time after its onResponse, one request at a time.
  let answered = steps[0]!;
  let answeredStatus = 0;
  const authorization = `Bearer ${user.token}`;
  const requests = steps.map((step) => ({
    setupRequest: (request: autocannon.Request) => {
      const { method, path, body, contentType } = step.build();
      return {
        ...request,
        method,
        path,
        body,
        headers: {
          authorization,
          ...(body === undefined ? {} : { 'content-type': contentType ?? 'application/json' }),
        },
      };
    },
    onResponse: (status: number, body: string) => {
      answered = step;
      answeredStatus = status;
      if (status >= 200 && status < 300) step.onSuccess?.(body);
    },
  }));

  await new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.gatewayUrl,
        connections: 1,
        connectionRate: options.requestsPerSecond,
        duration: options.seconds,
        timeout: 30,
        requests: requests as unknown as autocannon.Request[],
      },
      (error, result) => {
        if (error) return reject(error);
        record.transportErrors += result.errors + result.timeouts;
        resolve();
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      const latencies = record.latencies.get(answered.route) ?? [];
      latencies.push(responseTime);
      record.latencies.set(answered.route, latencies);
      const statuses = record.statuses.get(answered.route) ?? new Map<number, number>();
      statuses.set(answeredStatus, (statuses.get(answeredStatus) ?? 0) + 1);
      record.statuses.set(answered.route, statuses);
    });
  });
}
