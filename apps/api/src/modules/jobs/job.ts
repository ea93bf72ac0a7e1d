// What a kind of job is: its name, the type of its payload and how it is retried. A module
// defines its jobs with defineJob() next to the code they run, registers a handler for each on the
// app's queue (queue.ts), and sends them by the definition, so a payload cannot be mistyped.

/** How one kind of job runs. Every field has a default (DEFAULT_POLICY). */
export type JobPolicy = {
  /** Attempts after the first; then the job goes to the dead-letter queue. */
  retries: number;
  /** The first retry waits about this long; each next one about twice as long (with jitter). */
  retryDelaySeconds: number;
  /** No wait between attempts is longer than this. */
  retryDelayMaxSeconds: number;
  /** A run that takes longer counts as a failed attempt (its worker is presumed dead). */
  timeoutSeconds: number;
  /** Jobs of this kind run at once in one process (each API instance has its own). */
  concurrency: number;
};

export const DEFAULT_POLICY: JobPolicy = {
  retries: 4,
  retryDelaySeconds: 30,
  retryDelayMaxSeconds: 3600,
  timeoutSeconds: 300,
  concurrency: 1,
};

export type JobPayload = Record<string, unknown>;

export type JobDefinition<P extends JobPayload> = {
  readonly name: string;
  readonly policy: JobPolicy;
  /**
   * One live job per key: while a job with the same key waits, runs or awaits a retry, sending
   * another is a no-op (`send` answers null). `() => 'all'` makes the whole kind a singleton.
   */
  readonly key?: (payload: P) => string;
  /** Type only: carries the payload type from the definition to send() and the handler. */
  readonly payload?: P;
};

/** Names are dotted, lower case: `mail.send`, `bookings.complete`. */
const JOB_NAME = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/;

export function defineJob<P extends JobPayload>(
  name: string,
  options: Partial<JobPolicy> & { key?: (payload: P) => string } = {},
): JobDefinition<P> {
  if (!JOB_NAME.test(name)) throw new Error(`job name "${name}" must look like "module.action"`);
  const { key, ...policy } = options;
  return { name, policy: { ...DEFAULT_POLICY, ...policy }, ...(key ? { key } : {}) };
}

export type JobContext = {
  id: string;
  /** 1 for the first run, 2 for the first retry, … */
  attempt: number;
  /** True when a failure now sends the job to the dead-letter queue. */
  lastAttempt: boolean;
  /** Aborted when the app stops and the job's grace time is over. */
  signal: AbortSignal;
};

/**
 * Runs one job. It must be idempotent: a job may run again after a crash, a time-out or an
 * operator's retry, and its second run must change nothing that the first already changed.
 * Throwing fails the attempt (retried with back-off); the returned value is kept with the job.
 */
export type JobHandler<P extends JobPayload> = (
  payload: P,
  context: JobContext,
) => Promise<unknown>;

export type JobSchedule<P extends JobPayload> = {
  /** Five-field cron (minute precision), e.g. `*\/5 * * * *` or `0 3 * * *`. */
  cron: string;
  /** Time zone of the cron expression; the product's is Asia/Colombo. */
  timeZone?: string;
  payload: P;
};
