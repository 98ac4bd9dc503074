// How a module hands an expensive job to a work queue without knowing the queue: `gate(key, task)` runs the task in
// its turn (identical keys share one job) or rejects with WorkBusyError. Without a queue the task just runs.
export type WorkGate = <T>(key: string, task: (signal: AbortSignal) => Promise<T>) => Promise<T>;

/** Runs every task at once (tests and tools that have no queue). */
export const ungated: WorkGate = (_key, task) => task(new AbortController().signal);
