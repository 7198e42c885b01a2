import { describe, expect, it } from 'vitest';
import type { Machine } from './system-packages.d.mts';
import { describeMissing, planSystemPackages } from './system-packages.mjs';

const debianRoot: Machine = {
  command: 'test',
  platform: 'linux',
  hasJdk: true,
  hasChromium: true,
  uid: 0,
  sudoWithoutPassword: false,
  hasAptGet: true,
  optOut: false,
  ci: false,
};
const install = (...packages: string[]) => [
  'apt-get',
  'install',
  '-y',
  '--no-install-recommends',
  ...packages,
];

describe('planSystemPackages', () => {
  it('does nothing when everything is present', () => {
    expect(planSystemPackages(debianRoot)).toEqual({ missing: [], run: [], hint: null, stop: false });
    expect(planSystemPackages({ ...debianRoot, command: 'start', hasChromium: false }).run).toEqual([]);
  });

  it('as root with apt-get, updates once and installs the JDK', () => {
    const plan = planSystemPackages({ ...debianRoot, command: 'start', hasJdk: false });
    expect(plan).toEqual({
      missing: ['jdk'],
      run: [['apt-get', 'update'], install('openjdk-17-jdk-headless')],
      hint: null,
      stop: false,
    });
  });

  it('for the tests, installs the JDK and Chromium in one apt-get install', () => {
    const plan = planSystemPackages({ ...debianRoot, hasJdk: false, hasChromium: false });
    expect(plan.run).toEqual([['apt-get', 'update'], install('openjdk-17-jdk-headless', 'chromium')]);
  });

  it('goes through sudo -n when it needs no password', () => {
    const plan = planSystemPackages({
      ...debianRoot,
      uid: 1000,
      sudoWithoutPassword: true,
      hasChromium: false,
    });
    const sudo = ['sudo', '-n', 'env', 'DEBIAN_FRONTEND=noninteractive'];
    expect(plan.run).toEqual([
      [...sudo, 'apt-get', 'update'],
      [...sudo, ...install('chromium')],
    ]);
  });

  it('without the rights, stops with the one command to run', () => {
    const plan = planSystemPackages({ ...debianRoot, command: 'start', uid: 1000, hasJdk: false });
    expect(plan.run).toEqual([]);
    expect(plan.stop).toBe(true);
    expect(plan.hint).toBe(
      '  sudo apt-get update && sudo apt-get install -y --no-install-recommends openjdk-17-jdk-headless',
    );
    expect(describeMissing(plan)).toContain('a JDK (Java 17 or newer');
  });

  it('without apt-get, names the package manager and the Debian line', () => {
    const plan = planSystemPackages({ ...debianRoot, hasAptGet: false, hasJdk: false });
    expect(plan.run).toEqual([]);
    expect(plan.stop).toBe(true);
    expect(plan.hint).toContain("with the system's package manager");
  });

  it('on macOS, gives Homebrew’s command and installs nothing', () => {
    const plan = planSystemPackages({ ...debianRoot, platform: 'darwin', command: 'start', hasJdk: false });
    expect(plan).toMatchObject({ run: [], stop: true, hint: '  macOS: brew install openjdk@17' });
  });

  it('with the opt-out, installs nothing and keeps the hint', () => {
    const plan = planSystemPackages({ ...debianRoot, hasJdk: false, optOut: true });
    expect(plan.run).toEqual([]);
    expect(plan.stop).toBe(true);
    expect(plan.hint).toBe(
      '  apt-get update && apt-get install -y --no-install-recommends openjdk-17-jdk-headless',
    );
  });

  it('leaves only the end-to-end tests out for a missing Chromium, except in CI', () => {
    const local = planSystemPackages({ ...debianRoot, uid: 1000, hasChromium: false });
    expect(local).toMatchObject({ missing: ['chromium'], run: [], stop: false });
    expect(planSystemPackages({ ...debianRoot, uid: 1000, hasChromium: false, ci: true }).stop).toBe(true);
  });
});
