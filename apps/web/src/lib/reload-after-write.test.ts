import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { reloadAfterWrite } from './reload-after-write.ts';

describe('reloadAfterWrite', () => {
  it('a first load answered before the write does not stand: the query loads again and shows the write', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let stored = 0;
    const answers: ((value: number) => void)[] = [];
    const observer = new QueryObserver<number>(queryClient, {
      queryKey: ['cart'],
      // Each load reads the store when it starts and answers when told to, like a request in flight.
      queryFn: () => {
        const read = stored;
        return new Promise<number>((resolve) => answers.push(() => resolve(read)));
      },
    });
    const stop = observer.subscribe(() => {});
    expect(answers).toHaveLength(1);

    stored = 2; // the write lands while the first load is under way
    const reloaded = reloadAfterWrite(queryClient, ['cart']);
    await Promise.resolve();
    answers[0]?.(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answers).toHaveLength(2);
    answers[1]?.(0);
    await reloaded;

    expect(queryClient.getQueryData(['cart'])).toBe(2);
    stop();
    queryClient.clear();
  });

  it('with plain invalidation the first load would have stood (what this guards against)', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let stored = 0;
    const observer = new QueryObserver<number>(queryClient, {
      queryKey: ['cart'],
      queryFn: () => {
        const read = stored;
        return new Promise<number>((resolve) => setTimeout(() => resolve(read), 5));
      },
    });
    const stop = observer.subscribe(() => {});
    stored = 2;
    await queryClient.invalidateQueries({ queryKey: ['cart'] });
    expect(queryClient.getQueryData(['cart'])).toBe(0);
    stop();
    queryClient.clear();
  });
});
