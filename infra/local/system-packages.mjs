// What the machine itself must provide besides Node: a JDK for DynamoDB Local and, for the tests, Debian's
// Chromium. Plain JavaScript like bootstrap.mjs, which runs it before any TypeScript. The decision is a pure
// function of what was observed, so a test can cover every machine without installing anything.

/** Debian packages, keyed by what they provide. */
export const debianPackages = { jdk: 'openjdk-17-jdk-headless', chromium: 'chromium' };

/** Set to 1 to keep the commands off the machine's package manager; the hint is still printed. */
export const optOutVariable = 'PELE_NO_SYSTEM_INSTALL';

/** The commands that need the machine's tools; the others (start, load) need only the JDK. */
const needsChromium = new Set(['test', 'bench']);

/**
 * @param {string} command
 * @returns {Array<'jdk' | 'chromium'>}
 */
export const neededFor = (command) => (needsChromium.has(command) ? ['jdk', 'chromium'] : ['jdk']);

const macHints = {
  jdk: 'brew install openjdk@17',
  chromium: 'the end-to-end tests need Debian’s Chromium at /usr/bin/chromium: run them on Linux or in CI',
};

/**
 * Decides what to install, or what to tell, from what the machine has.
 * @param {import('./system-packages.d.mts').Machine} machine
 * @returns {import('./system-packages.d.mts').SystemPlan}
 */
export const planSystemPackages = (machine) => {
  const present = { jdk: machine.hasJdk, chromium: machine.hasChromium };
  const missing = neededFor(machine.command).filter((what) => !present[what]);
  if (missing.length === 0) return { missing, run: [], hint: null, stop: false };

  const packages = missing.map((what) => debianPackages[what]);
  const asRoot = machine.uid === 0;
  const canInstall =
    machine.platform === 'linux' && machine.hasAptGet && (asRoot || machine.sudoWithoutPassword);
  if (canInstall && !machine.optOut) {
    // sudo drops most of the environment, so the front end goes through `env` there.
    const prefix = asRoot ? [] : ['sudo', '-n', 'env', 'DEBIAN_FRONTEND=noninteractive'];
    return {
      missing,
      run: [
        [...prefix, 'apt-get', 'update'],
        [...prefix, 'apt-get', 'install', '-y', '--no-install-recommends', ...packages],
      ],
      hint: null,
      stop: false,
    };
  }

  const sudo = asRoot ? '' : 'sudo ';
  const aptLine = `${sudo}apt-get update && ${sudo}apt-get install -y --no-install-recommends ${packages.join(' ')}`;
  let hint = `  ${aptLine}`;
  if (machine.platform === 'darwin') hint = missing.map((what) => `  macOS: ${macHints[what]}`).join('\n');
  else if (!machine.hasAptGet) hint = `  with the system's package manager; on Debian or Ubuntu: ${aptLine}`;
  // Without the JDK nothing starts; without Chromium only the end-to-end step is left out, loudly, except in CI.
  const stop = missing.includes('jdk') || machine.ci;
  return { missing, run: [], hint, stop };
};

/**
 * The line printed when the plan has no commands to run.
 * @param {import('./system-packages.d.mts').SystemPlan} plan
 */
export const describeMissing = (plan) => {
  const what = plan.missing.map((item) =>
    item === 'jdk'
      ? 'a JDK (Java 17 or newer with its compiler, not only a JRE: DynamoDB Local starts through a single-file Java program)'
      : 'Chromium (/usr/bin/chromium, for the end-to-end tests)',
  );
  return `Missing on this machine: ${what.join('; ')}. To install it:\n${plan.hint}`;
};
