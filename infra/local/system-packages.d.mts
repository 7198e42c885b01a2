// Types of system-packages.mjs (plain JavaScript, run before any TypeScript) for its test and TypeScript callers.

export type SystemNeed = 'jdk' | 'chromium';

export interface Machine {
  /** bootstrap's command: start, test, bench or load */
  command: string;
  /** process.platform */
  platform: string;
  /** `java --list-modules` lists jdk.compiler */
  hasJdk: boolean;
  /** /usr/bin/chromium exists */
  hasChromium: boolean;
  uid: number;
  /** `sudo -n true` succeeded */
  sudoWithoutPassword: boolean;
  /** apt-get is on PATH */
  hasAptGet: boolean;
  /** the opt-out variable is set */
  optOut: boolean;
  /** CI=true: a missing Chromium stops the run instead of leaving the end-to-end tests out */
  ci: boolean;
}

export interface SystemPlan {
  missing: SystemNeed[];
  /** commands to run, in order, each printed before it runs */
  run: string[][];
  /** the command to give the person when nothing is run */
  hint: string | null;
  /** stop after the hint */
  stop: boolean;
}

export const debianPackages: Record<SystemNeed, string>;
export const optOutVariable: string;
export function neededFor(command: string): SystemNeed[];
export function planSystemPackages(machine: Machine): SystemPlan;
export function describeMissing(plan: SystemPlan): string;
