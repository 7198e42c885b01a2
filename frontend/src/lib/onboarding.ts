import { STORAGE_KEYS } from '@pele/shared/constants';
import { storage } from './storage';

/** The onboarding page sets the flag itself; the guard only reads it. */
export const isOnboardingComplete = () => storage.get(STORAGE_KEYS.onboardingComplete) !== null;
