import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { createAppQueryClient } from './createAppQueryClient';

afterEach(() => onlineManager.setOnline(true));

it('runs a mutation with no network: the outbox keeps the write, the form must not wait', async () => {
  onlineManager.setOnline(false);
  const queryClient = createAppQueryClient();
  const write = jest.fn(async () => 'queued');

  const saved = new MutationObserver(queryClient, { mutationFn: write }).mutate();

  await expect(saved).resolves.toBe('queued');
  expect(write).toHaveBeenCalledTimes(1);
});
