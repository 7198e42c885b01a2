import { type CaptureHint, captureHint, type PhotoReadings } from '@pele/shared/photo-quality';
import { type RefObject, useEffect, useState } from 'react';

export type LiveGuidanceStatus = 'loading' | 'running' | 'unavailable';

export interface LiveGuidance {
  /** 'loading' until the detector has read a first frame; 'unavailable' when it cannot run (then no hint). */
  status: LiveGuidanceStatus;
  /** What to fix, or 'ready' (see captureHint); a change shows once it holds for two readings in a row. */
  hint: CaptureHint;
  /** The latest frame's readings; undefined while no face is seen. */
  readings?: PhotoReadings;
}

/** About four readings a second, never two at once, and always a pause between them for the page itself. */
export const READING_INTERVAL_MS = 250;
const MIN_PAUSE_MS = 100;
/** Readings in a row a new hint needs before it replaces the shown one: no flicker around a threshold. */
export const STEADY_READINGS = 2;

/** HTMLMediaElement.HAVE_CURRENT_DATA: the video has a frame to read. */
const HAVE_CURRENT_DATA = 2;

const LOADING: LiveGuidance = { status: 'loading', hint: 'noFace' };
const UNAVAILABLE: LiveGuidance = { status: 'unavailable', hint: 'noFace' };

/** Shows a hint at once the first time, then only once it has been read STEADY_READINGS times in a row. */
const steadyHint = () => {
  let shown: CaptureHint | undefined;
  let candidate: CaptureHint | undefined;
  let count = 0;
  return (next: CaptureHint): CaptureHint => {
    if (shown === undefined || next === shown) {
      shown = next;
      candidate = undefined;
      count = 0;
      return shown;
    }
    count = next === candidate ? count + 1 : 1;
    candidate = next;
    if (count >= STEADY_READINGS) {
      shown = next;
      candidate = undefined;
      count = 0;
    }
    return shown;
  };
};

/**
 * Live guidance while the camera is on: the face detector runs in the browser a few times a second on the
 * video and its readings give the same hint the analyzer's thresholds would (shared/photo-quality). The
 * detector loads lazily, the first time the camera is on (live-face-reader.ts, with its models); it stays loaded
 * for a retake. Guidance never gates the capture: if the detector cannot load or fails, status is
 * 'unavailable' and the screen keeps its static hint.
 */
export const useLiveGuidance = (
  videoRef: RefObject<HTMLVideoElement | null>,
  active: boolean,
): LiveGuidance => {
  const [guidance, setGuidance] = useState<LiveGuidance>(LOADING);

  useEffect(() => {
    if (!active) return;
    setGuidance(LOADING);
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const steady = steadyHint();

    const readLoop = async (read: (video: HTMLVideoElement) => Promise<PhotoReadings | undefined>) => {
      while (!stopped) {
        const startedAt = performance.now();
        const video = videoRef.current;
        if (video && video.readyState >= HAVE_CURRENT_DATA && video.videoWidth > 0) {
          let readings: PhotoReadings | undefined;
          try {
            readings = await read(video);
          } catch {
            if (!stopped) setGuidance(UNAVAILABLE);
            return;
          }
          if (stopped) return;
          setGuidance({ status: 'running', hint: steady(captureHint(readings)), readings });
        }
        const pause = Math.max(MIN_PAUSE_MS, READING_INTERVAL_MS - (performance.now() - startedAt));
        await new Promise<void>((resolve) => {
          timer = setTimeout(resolve, pause);
        });
      }
    };

    import('./live-face-reader')
      .then(({ loadFaceReader }) => loadFaceReader())
      .then(
        (reader) => {
          if (!stopped) return readLoop((video) => reader.read(video));
        },
        () => {
          if (!stopped) setGuidance(UNAVAILABLE);
        },
      );

    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [active, videoRef]);

  return active ? guidance : LOADING;
};
