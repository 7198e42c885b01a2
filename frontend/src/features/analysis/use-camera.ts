import { useCallback, useEffect, useRef, useState } from 'react';
import { analysisMessages } from './analysis-messages';
import { captureFrame } from './capture-frame';

const CAMERA_CONSTRAINTS = {
  audio: false,
  video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 720 } },
} as const;

export type CameraStatus = 'inactive' | 'starting' | 'active';

const stopTracks = (stream: MediaStream | null) => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};

/**
 * The front camera (ideal 1280×720, no audio). The stream stops after a capture, when asked and on unmount,
 * so the camera light never stays on behind the user's back.
 */
export const useCamera = () => {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const mounted = useRef(true);
  const [status, setStatus] = useState<CameraStatus>('inactive');
  const [error, setError] = useState<string | null>(null);

  const stop = useCallback(() => {
    stopTracks(streamRef.current);
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    if (mounted.current) setStatus('inactive');
  }, []);

  const start = useCallback(async () => {
    setError(null);
    if (!navigator.mediaDevices?.getUserMedia) {
      setError(analysisMessages.cameraUnsupported);
      return;
    }
    setStatus('starting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: CAMERA_CONSTRAINTS.audio,
        video: { ...CAMERA_CONSTRAINTS.video },
      });
    } catch {
      if (mounted.current) {
        setError(analysisMessages.cameraDenied);
        setStatus('inactive');
      }
      return;
    }
    const video = videoRef.current;
    if (!mounted.current || !video) {
      // The screen went away while the browser asked for permission.
      stopTracks(stream);
      if (mounted.current) {
        setError(analysisMessages.videoUnavailable);
        setStatus('inactive');
      }
      return;
    }
    stopTracks(streamRef.current);
    streamRef.current = stream;
    video.srcObject = stream;
    // Autoplay may be refused until the user interacts; the muted inline video still shows frames.
    await video.play?.()?.catch(() => {});
    if (mounted.current) setStatus('active');
  }, []);

  /** The frame as a JPEG; the stream stops once the photo is held. */
  const capture = useCallback(async () => {
    const video = videoRef.current;
    if (!video || !streamRef.current) throw new Error(analysisMessages.videoUnavailable);
    const blob = await captureFrame(video);
    stop();
    return blob;
  }, [stop]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      stopTracks(streamRef.current);
      streamRef.current = null;
    };
  }, []);

  return { videoRef, status, error, setError, start, stop, capture };
};
