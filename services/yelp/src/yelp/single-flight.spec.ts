import { SingleFlight } from './single-flight';

describe('SingleFlight', () => {
  it('runs concurrent work for one key once and shares its result', async () => {
    const flight = new SingleFlight<number>();
    let runs = 0;
    let release!: (value: number) => void;
    const work = () => {
      runs++;
      return new Promise<number>((resolve) => (release = resolve));
    };
    const callers = [flight.run('k', work), flight.run('k', work), flight.run('k', work)];
    release(42);
    expect(await Promise.all(callers)).toEqual([42, 42, 42]);
    expect(runs).toBe(1);
  });

  it('runs again once the previous call settled, also after a failure', async () => {
    const flight = new SingleFlight<string>();
    await expect(flight.run('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(flight.run('k', async () => 'fresh')).resolves.toBe('fresh');
  });

  it('keeps different keys apart', async () => {
    const flight = new SingleFlight<string>();
    const [a, b] = await Promise.all([
      flight.run('a', async () => 'A'),
      flight.run('b', async () => 'B'),
    ]);
    expect([a, b]).toEqual(['A', 'B']);
  });
});
