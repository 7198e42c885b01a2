/**
 * How every journey launches Debian's Chromium: Playwright may not download browsers here, and without the
 * background-networking flags Chromium stalls on the closed network.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** The same browser with a fake front camera that plays `video` (a .y4m file, see fake-camera.ts). */
export const withFakeCamera = (video: string) => ({
  ...CHROMIUM_LAUNCH,
  args: [
    ...CHROMIUM_LAUNCH.args,
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
  ],
});
