// Challenges as other features see them: the home card (the screen has its own route).
export { challengeKeys } from './api/challenge-keys';
export { ChallengesHomeCard } from './components/challenges-home-card';
