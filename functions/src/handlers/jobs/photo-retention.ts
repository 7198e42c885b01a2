import { facePhotos } from '../../services/face-photos';

/**
 * Scheduled (hourly in AWS, every minute locally): deletes the face photos whose retention deadline has
 * passed (PHOTO_RETENTION_DAYS after they were kept), keeping the analyses' numbers. The result screen already
 * treats a photo past its deadline as expired, so an hour's delay never shows one.
 */
export const handler = async (event?: { time?: string }) => {
  // EventBridge puts the scheduled time on the event; the local run and tests pass theirs the same way.
  const now = event?.time ? new Date(event.time) : new Date();
  return { deleted: await facePhotos.removeExpired(now) };
};
