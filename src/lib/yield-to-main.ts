type Scheduler = { yield?: () => Promise<void> }

/**
 * Ends the current task and resumes in a new one, so a long start-up is several short tasks the
 * browser can paint and answer input between (scheduler.yield where there is one, which resumes
 * ahead of other queued work; a zero-delay timeout elsewhere).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
