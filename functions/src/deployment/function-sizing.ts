/*
 * How big a function is when its deployment sets nothing else: CDK (infra/src/constructs/node-function.ts) and the
 * local run's Lambda context (infra/local/stand-ins/lambda/lambda-context.ts) read the same numbers.
 */

/**
 * Memory, and with it CPU, of a function that sets none: 512 MB, from two measurements on this machine.
 * - Init: an API handler's process peaks at 79–115 MB resident after importing its bundle
 *   (functions/bench/handler-bundles-bench.ts), and on-demand Lambda runs the init phase at a full vCPU whatever
 *   the memory, so memory buys nothing for a cold start's import.
 * - Duration: the busiest routes take 3–9 ms of CPU per request (infra/local/tools/bench/request-cpu-bench.ts: profile
 *   and paywall status about 3, routines and recommendations 6–7, a keyword search and a step completion about 9;
 *   an upper bound, since the local gateway's JWT check and response validation are in it). Lambda gives one vCPU
 *   at 1,769 MB, so at 256 MB (0.14 vCPU) that CPU stretches about 7× to 20–65 ms a request, at 512 MB about 3.5×
 *   to 10–30 ms. Beside 5–15 ms of table round trips, 512 MB makes a request about 40 % faster for about 20 %
 *   more GB-seconds, a trade worth making for what a person waits on. Image functions set 1024 MB (sharp), the
 *   analyzer 1536 MB (ANALYZER_MEMORY_MB). To revisit with the deployed stage's Duration and Max Memory Used.
 */
export const DEFAULT_MEMORY_MB = 512;
export const DEFAULT_TIMEOUT_SECONDS = 10;

/**
 * V8 flags the analyzer's Node starts with (Lambda: its wrapper script, infra/src/constructs/bundling.ts; the
 * benchmark: functions/bench/analyzer-bench.ts). An analysis allocates about 70 MB of short-lived objects (two
 * young-generation collections), and with V8's small starting heap it marks and compacts every one or two
 * analyses, in steps between this thread's work and on the second core the analysis also uses for sharp.
 * Starting with room for 128 MB, it does so a few times a run: 1280×720 warm median 196 → 175 ms and CPU
 * 263 → 223 ms an analysis, with Lambda's own memory flags for 1536 MB beside it (five faces, two runs each,
 * alternated), for about 45 MB more resident. NODE_OPTIONS does not accept this flag, hence the wrapper.
 */
export const ANALYZER_NODE_FLAGS = ['--initial-heap-size=128'] as const;
