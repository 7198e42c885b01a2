import { storage } from '../../lib/storage';

/** Settings' 'Sons': whether this device plays a short sound when a notification arrives with the app open. */
export const SOUNDS_STORAGE_KEY = 'notificationSounds';

export const soundsEnabled = () => storage.get(SOUNDS_STORAGE_KEY) !== 'off';
export const setSoundsEnabled = (on: boolean) => storage.set(SOUNDS_STORAGE_KEY, on ? 'on' : 'off');

/** Two soft notes (Web Audio, no file to download); silent where the browser has no audio or blocks it. */
export function playNotificationSound() {
  if (!soundsEnabled()) return;
  const AudioContextClass = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!AudioContextClass) return;
  try {
    const context = new AudioContextClass();
    const start = context.currentTime;
    [660, 880].forEach((frequency, i) => {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + i * 0.12);
      gain.gain.exponentialRampToValueAtTime(0.15, start + i * 0.12 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + i * 0.12 + 0.2);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + i * 0.12);
      oscillator.stop(start + i * 0.12 + 0.22);
    });
    setTimeout(() => void context.close(), 600);
  } catch {
    // No sound is better than an error: the badge still shows the notification.
  }
}
