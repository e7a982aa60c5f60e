import { nextTask } from './next-task';

describe('nextTask', () => {
  const global = globalThis as { scheduler?: unknown };
  afterEach(() => {
    delete global.scheduler;
    jest.useRealTimers();
  });

  it('resumes after the tasks already queued, not in the same task', async () => {
    jest.useFakeTimers();
    const order: string[] = [];
    const step = nextTask().then(() => order.push('after the yield'));
    await Promise.resolve();
    order.push('rest of this task');
    jest.runAllTimers();
    await step;
    expect(order).toEqual(['rest of this task', 'after the yield']);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldToBrowser = jest.fn(() => Promise.resolve());
    global.scheduler = { yield: yieldToBrowser };
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
  });
});
