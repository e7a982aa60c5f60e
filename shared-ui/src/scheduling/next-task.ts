/**
 * The next turn of the event loop, for start-up work that would otherwise run as one long task: the
 * browser handles input and paints between the steps. `scheduler.yield()` (which resumes ahead of
 * other queued tasks) where the browser has it, a zero timeout elsewhere. A subpath of its own
 * (`@phoneparts/shared-ui/next-task`): the shell's federation runtime plugin uses it
 * before the shared-ui module itself is loaded.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
