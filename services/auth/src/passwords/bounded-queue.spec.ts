import { BoundedQueue, QueueBusyError } from './bounded-queue';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('BoundedQueue', () => {
  it('runs at most `concurrency` tasks at once, the others in arrival order', async () => {
    const queue = new BoundedQueue({ concurrency: 2, queueMax: 10 });
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    let peak = 0;
    const runs = gates.map((gate, index) =>
      queue.run(async () => {
        started.push(index);
        peak = Math.max(peak, queue.active);
        await gate.promise;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    gates[1]!.resolve();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(queue.active).toBe(0);
  });

  it('refuses a task at once when `queueMax` are waiting', async () => {
    const queue = new BoundedQueue({ concurrency: 1, queueMax: 1 });
    const gate = deferred();
    const first = queue.run(() => gate.promise);
    const second = queue.run(() => Promise.resolve('second'));
    await expect(queue.run(() => Promise.resolve('third'))).rejects.toEqual(
      new QueueBusyError('full'),
    );
    gate.resolve();
    await first;
    expect(await second).toBe('second');
  });

  it('frees the slot when a task fails', async () => {
    const queue = new BoundedQueue({ concurrency: 1, queueMax: 0 });
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(() => Promise.resolve('next'))).toBe('next');
  });

  it('refuses a task that waited `maxWaitMs` without running it, and keeps the others in order', async () => {
    jest.useFakeTimers();
    try {
      const queue = new BoundedQueue({ concurrency: 1, queueMax: 5, maxWaitMs: 1000 });
      const gate = deferred();
      const ran: string[] = [];
      const first = queue.run(() => gate.promise);
      const late = queue.run(async () => ran.push('late'));
      jest.advanceTimersByTime(600);
      const later = queue.run(async () => ran.push('later'));
      jest.advanceTimersByTime(400);
      await expect(late).rejects.toEqual(new QueueBusyError('waited-too-long'));
      expect(queue.queued).toBe(1);
      gate.resolve();
      await first;
      await later;
      expect(ran).toEqual(['later']);
      expect(queue.active).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not time out a task once it has started', async () => {
    jest.useFakeTimers();
    try {
      const queue = new BoundedQueue({ concurrency: 1, queueMax: 5, maxWaitMs: 1000 });
      const gates = [deferred(), deferred()];
      const first = queue.run(() => gates[0]!.promise);
      const second = queue.run(() => gates[1]!.promise.then(() => 'second'));
      jest.advanceTimersByTime(500);
      gates[0]!.resolve();
      await first;
      jest.advanceTimersByTime(5000);
      gates[1]!.resolve();
      expect(await second).toBe('second');
    } finally {
      jest.useRealTimers();
    }
  });
});
