import { PROFILE_VISIBILITY_CYCLE } from '@pele/shared/constants';

export type Visibility = (typeof PROFILE_VISIBILITY_CYCLE)[number];

export const VISIBILITY_LABELS: Record<Visibility, string> = {
  public: 'Público',
  friends: 'Amigos',
  private: 'Privado',
};

/** public → friends → private → public (spec 9). */
export const nextVisibility = (current: Visibility): Visibility => {
  const index = PROFILE_VISIBILITY_CYCLE.indexOf(current);
  return PROFILE_VISIBILITY_CYCLE[(index + 1) % PROFILE_VISIBILITY_CYCLE.length] ?? 'public';
};
