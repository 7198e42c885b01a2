// The profile feature as other features see it: the key of the counts that reviews and favourites change.
export { profileStatsKey } from './api/get-profile-stats';
