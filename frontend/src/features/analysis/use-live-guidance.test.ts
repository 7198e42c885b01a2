import type { PhotoReadings } from '@pele/shared/photo-quality';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { READING_INTERVAL_MS, useLiveGuidance } from './use-live-guidance';

const loadFaceReader = vi.fn();
vi.mock('./live-face-reader', () => ({ loadFaceReader: () => loadFaceReader() }));

/** A frontal, well-lit face 300 px wide: every part the camera checks passes. */
const GOOD: PhotoReadings = { yawDegrees: 2, pitchDegrees: 1, skinLightness: 62, faceWidthPx: 300 };
const FAR: PhotoReadings = { ...GOOD, faceWidthPx: 60 };
const DARK: PhotoReadings = { ...GOOD, skinLightness: 15 };

/** A video element with a frame to read. */
const videoWithFrame = () => {
  const video = document.createElement('video');
  Object.defineProperty(video, 'readyState', { value: 4 });
  Object.defineProperty(video, 'videoWidth', { value: 1280 });
  return { current: video };
};

/** A reader that answers the scripted readings in turn, then keeps answering the last one. */
const scriptedReader = (...script: (PhotoReadings | undefined | Error)[]) => {
  let call = 0;
  const read = vi.fn(async () => {
    const next = script[Math.min(call, script.length - 1)];
    call += 1;
    if (next instanceof Error) throw next;
    return next;
  });
  loadFaceReader.mockResolvedValue({ read });
  return read;
};

/** The hook with the camera on over a video that has a frame, after the detector's load and first reading. */
const guideCameraOn = async () => {
  const video = videoWithFrame();
  const hook = renderHook(() => useLiveGuidance(video, true));
  await firstReading();
  return hook.result;
};

/** Lets the detector load and the first reading happen. */
const firstReading = () => act(() => vi.advanceTimersByTimeAsync(0));
/** The pause after a reading, then the next reading. */
const nextReading = () => act(() => vi.advanceTimersByTimeAsync(READING_INTERVAL_MS));

beforeEach(() => {
  vi.useFakeTimers();
  loadFaceReader.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useLiveGuidance', () => {
  it('does not load the detector while the camera is off', async () => {
    scriptedReader(GOOD);
    const { result } = renderHook(() => useLiveGuidance(videoWithFrame(), false));
    await firstReading();
    expect(loadFaceReader).not.toHaveBeenCalled();
    expect(result.current.status).toBe('loading');
  });

  it("says 'ready' for a face that passes pose, light and size", async () => {
    scriptedReader(GOOD);
    const result = await guideCameraOn();
    expect(result.current).toMatchObject({ status: 'running', hint: 'ready', readings: GOOD });
  });

  it('shows the first hint at once and a new one only once it holds for two readings', async () => {
    scriptedReader(FAR, DARK, FAR, DARK, DARK, GOOD);
    const result = await guideCameraOn(); // FAR: the first hint shows at once
    expect(result.current.hint).toBe('closer');
    await nextReading(); // DARK once: not yet
    expect(result.current.hint).toBe('closer');
    await nextReading(); // FAR again: the shown hint holds
    expect(result.current.hint).toBe('closer');
    await nextReading(); // DARK
    await nextReading(); // DARK twice in a row: shown
    expect(result.current.hint).toBe('moreLight');
  });

  it("says 'noFace' while no face is seen", async () => {
    scriptedReader(undefined);
    const result = await guideCameraOn();
    expect(result.current).toMatchObject({ status: 'running', hint: 'noFace', readings: undefined });
  });

  it('is unavailable, with no hint to show, when the detector cannot load', async () => {
    loadFaceReader.mockRejectedValue(new Error('models missing'));
    const result = await guideCameraOn();
    expect(result.current.status).toBe('unavailable');
  });

  it('stops reading and is unavailable when a reading fails', async () => {
    const read = scriptedReader(GOOD, new Error('context lost'));
    const result = await guideCameraOn();
    await nextReading();
    expect(result.current.status).toBe('unavailable');
    const calls = read.mock.calls.length;
    await nextReading();
    expect(read.mock.calls.length).toBe(calls);
  });

  it('stops reading when the camera closes', async () => {
    const read = scriptedReader(GOOD);
    const video = videoWithFrame();
    const { rerender } = renderHook(({ active }) => useLiveGuidance(video, active), {
      initialProps: { active: true },
    });
    await firstReading();
    rerender({ active: false });
    const calls = read.mock.calls.length;
    await nextReading();
    await nextReading();
    expect(read.mock.calls.length).toBe(calls);
  });
});
