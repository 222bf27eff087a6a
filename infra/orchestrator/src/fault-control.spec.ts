import { RestartableProcesses, startFaultControl, type FaultControl } from './fault-control';
import { waitForHttpOk } from './health';
import { freePort } from './net';

// A real child: a tiny HTTP server answering /healthz with its pid.
const SERVER = `require('node:http').createServer((q, s) => s.end(String(process.pid)))
  .listen(Number(process.env.PORT), '127.0.0.1')`;

describe('fault control (real processes)', () => {
  const processes = new RestartableProcesses();
  let control: FaultControl;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    processes.start({
      name: 'tiny',
      command: process.execPath,
      args: ['-e', SERVER],
      env: { ...process.env, PORT: String(port) },
      echo: false,
    });
    await waitForHttpOk(`http://127.0.0.1:${port}/healthz`, { timeoutMs: 10_000 });
    control = await startFaultControl(processes);
  });

  afterAll(async () => {
    await control.close();
    await processes.stopAll();
  });

  const post = (path: string) => fetch(`${control.url}${path}`, { method: 'POST' });
  const pidServing = async () =>
    await fetch(`http://127.0.0.1:${port}/healthz`)
      .then((r) => r.text())
      .catch(() => 'down');

  it('stops a named process, then starts it again as it was, answering once it is healthy', async () => {
    const firstPid = await pidServing();
    expect(firstPid).toMatch(/^\d+$/);

    expect((await post('/processes/tiny/stop')).status).toBe(204);
    expect(processes.running.some((p) => p.name === 'tiny')).toBe(false);
    expect(await pidServing()).toBe('down');

    expect((await post('/processes/tiny/start')).status).toBe(204);
    const secondPid = await pidServing();
    expect(secondPid).toMatch(/^\d+$/);
    expect(secondPid).not.toBe(firstPid);

    // Starting what runs already changes nothing.
    expect((await post('/processes/tiny/start')).status).toBe(204);
    expect(processes.running.filter((p) => p.name === 'tiny')).toHaveLength(1);
  });

  it("stops and starts every replica of a service by the service's name", async () => {
    const replicaPorts = [await freePort(), await freePort()];
    replicaPorts.forEach((replicaPort, index) =>
      processes.start({
        name: `twin#${index + 1}`,
        command: process.execPath,
        args: ['-e', SERVER],
        env: { ...process.env, PORT: String(replicaPort) },
        echo: false,
      }),
    );
    const twins = () => processes.running.filter((p) => p.name.startsWith('twin#')).length;
    expect(twins()).toBe(2);

    expect((await post('/processes/twin/stop')).status).toBe(204);
    expect(twins()).toBe(0);
    expect((await post('/processes/twin/start')).status).toBe(204);
    expect(twins()).toBe(2);
    for (const replicaPort of replicaPorts)
      expect((await fetch(`http://127.0.0.1:${replicaPort}/healthz`)).status).toBe(200);
  });

  it('answers 404 {message} for an unknown process or action', async () => {
    const unknown = await post('/processes/nothing/stop');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      message: "No process called 'nothing' (known: tiny, twin#1, twin#2)",
    });
    expect((await post('/processes/tiny/restart')).status).toBe(404);
    expect((await fetch(`${control.url}/processes/tiny/stop`)).status).toBe(404);
  });
});
