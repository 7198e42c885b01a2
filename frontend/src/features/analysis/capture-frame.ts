const CAPTURE_JPEG_QUALITY = 0.9;

const CAPTURE_FALLBACK_SIZE = { width: 640, height: 480 } as const;

/**
 * The current video frame as a JPEG (quality 0.9). The frame keeps the camera's own size; a video that
 * does not report one yet is drawn at the 640×480 fallback (spec 9). Not mirrored: the analysis needs
 * the face as it is, even though the preview shows it like a mirror.
 */
export const captureFrame = (video: HTMLVideoElement, canvas = document.createElement('canvas')) =>
  new Promise<Blob>((resolve, reject) => {
    canvas.width = video.videoWidth || CAPTURE_FALLBACK_SIZE.width;
    canvas.height = video.videoHeight || CAPTURE_FALLBACK_SIZE.height;
    const context = canvas.getContext('2d');
    if (!context) {
      reject(new Error('2D canvas unavailable'));
      return;
    }
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('empty capture'))),
      'image/jpeg',
      CAPTURE_JPEG_QUALITY,
    );
  });
