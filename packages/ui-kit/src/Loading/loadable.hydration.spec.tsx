import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToPipeableStream } from 'react-dom/server';
import { PassThrough } from 'node:stream';
import { HYDRATING_ATTRIBUTE, loadable } from './loadable';

// React's server renderer schedules its work with Node's setImmediate, which jsdom lacks.
globalThis.setImmediate ??= ((callback: () => void) =>
  setTimeout(callback, 0)) as unknown as typeof setImmediate;

// As the app marks a page it hydrates (jsdom has a document, unlike the server).
beforeEach(() => document.documentElement.setAttribute(HYDRATING_ATTRIBUTE, ''));
afterEach(() => document.documentElement.removeAttribute(HYDRATING_ATTRIBUTE));

function Greeting({ name }: { name: string }) {
  return <button type="button">Hello {name}</button>;
}

/** What the server sends once everything is ready (the whole page, no streamed-in boundaries). */
function serverHtml(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(element, {
      onAllReady() {
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        stream.pipe(sink);
      },
      onShellError: reject,
    });
  });
}

it('waits for the code on the server and renders the component, not its fallback', async () => {
  const LazyGreeting = loadable(() => Promise.resolve(Greeting));

  const html = await serverHtml(<LazyGreeting name="Ada" fallback={<p>Loading...</p>} />);

  expect(html).toContain('Hello <!-- -->Ada');
  expect(html).not.toContain('Loading...');
});

it("keeps the server's HTML until the code arrives, then hydrates it without a mismatch", async () => {
  const ServerGreeting = loadable(() => Promise.resolve(Greeting));
  const container = document.createElement('div');
  container.innerHTML = await serverHtml(
    <ServerGreeting name="Ada" fallback={<p>Loading...</p>} />,
  );
  const serverButton = container.querySelector('button');
  let arrive!: (component: typeof Greeting) => void;
  const BrowserGreeting = loadable(() => new Promise<typeof Greeting>((res) => (arrive = res)));
  const recoverable = jest.fn();
  const reported = jest.spyOn(console, 'error');

  await act(async () => {
    hydrateRoot(container, <BrowserGreeting name="Ada" fallback={<p>Loading...</p>} />, {
      onRecoverableError: recoverable,
    });
  });
  expect(container.textContent).toBe('Hello Ada');
  await act(async () => arrive(Greeting));

  expect(container.querySelector('button')).toBe(serverButton);
  expect(container.textContent).toBe('Hello Ada');
  expect(recoverable).not.toHaveBeenCalled();
  // Nor any misuse of use() React would report.
  expect(reported).not.toHaveBeenCalled();
  reported.mockRestore();
});

it("keeps the server's HTML when its parent renders again with equal props while the code is on its way", async () => {
  type Props = { who: { name: string } };
  const Named = ({ who }: Props) => <Greeting name={who.name} />;
  const ServerGreeting = loadable(() => Promise.resolve(Named));
  let arrive!: (component: typeof Named) => void;
  const BrowserGreeting = loadable(() => new Promise<typeof Named>((res) => (arrive = res)));
  let renderAgain!: () => void;
  // A parent whose state changes as the page hydrates (a store read on the device),
  // giving its lazily loaded child a new object and a new fallback that say the same.
  function Parent({ Child }: { Child: typeof BrowserGreeting }) {
    const [, setRenders] = useState(0);
    renderAgain = () => setRenders((count) => count + 1);
    return <Child who={{ name: 'Ada' }} fallback={<p>Loading...</p>} />;
  }
  const container = document.createElement('div');
  container.innerHTML = await serverHtml(
    <Parent Child={ServerGreeting as unknown as typeof BrowserGreeting} />,
  );
  const serverButton = container.querySelector('button');

  await act(async () => {
    hydrateRoot(container, <Parent Child={BrowserGreeting} />);
  });
  await act(async () => renderAgain());
  expect(container.querySelector('button')).toBe(serverButton);
  await act(async () => arrive(Named));

  expect(container.querySelector('button')).toBe(serverButton);
  expect(container.textContent).toBe('Hello Ada');
});
