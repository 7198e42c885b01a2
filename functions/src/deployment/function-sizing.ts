/*
 * How big a function is when its deployment sets nothing else: CDK (infra/src/constructs/node-function.ts) and the
 * local run's Lambda context (infra/local/lambda-context.ts) read the same numbers.
 */

/**
 * Memory, and with it CPU, of a function that sets none: 512 MB, from two measurements on this machine.
 * - Init: an API handler's process peaks at 79–115 MB resident after importing its bundle
 *   (functions/bench/handler-bundles-bench.ts), and on-demand Lambda runs the init phase at a full vCPU whatever
 *   the memory, so memory buys nothing for a cold start's import.
 * - Duration: the busiest routes take 3–9 ms of CPU per request (infra/local/bench/request-cpu-bench.ts: profile
 *   and paywall status about 3, routines and recommendations 6–7, a keyword search and a step completion about 9;
 *   an upper bound, since the local gateway's JWT check and response validation are in it). Lambda gives one vCPU
 *   at 1,769 MB, so at 256 MB (0.14 vCPU) that CPU stretches about 7× to 20–65 ms a request, at 512 MB about 3.5×
 *   to 10–30 ms. Beside 5–15 ms of table round trips, 512 MB makes a request about 40 % faster for about 20 %
 *   more GB-seconds, a trade worth making for what a person waits on. Image functions set 1024 MB (sharp), the
 *   analyzer 1536 MB (ANALYZER_MEMORY_MB). To revisit with the deployed stage's Duration and Max Memory Used.
 */
export const DEFAULT_MEMORY_MB = 512;
export const DEFAULT_TIMEOUT_SECONDS = 10;
