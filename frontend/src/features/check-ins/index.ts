// The daily skin check-in as other features see it: the home card's save and the Progresso section.
export { checkInKeys } from './api/check-in-keys';
export { useCheckIns } from './api/get-check-ins';
export { usePutTodayCheckIn } from './api/put-today-check-in';
export { CheckInHistory } from './components/check-in-history';
export {
  isConnectionFailure,
  keepPendingCheckIn,
  readPendingCheckIn,
  useSendPendingCheckIn,
} from './pending-check-in';
