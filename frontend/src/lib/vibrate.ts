/** Spec 9: a 10 ms tap. */
const VIBRATION_MS = 10;

/** A short haptic tap where the device supports it (spec 2.5); silently nothing elsewhere. */
export const tapFeedback = () => {
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') {
    navigator.vibrate(VIBRATION_MS);
  }
};
