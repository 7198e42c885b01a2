import { SKIN_ANALYSIS_COMPLETED_EVENT } from '../../lib/use-skin-analysis-completed';

/** The second announcement reaches screens that mounted while the first was in flight (spec 4). */
export const ANALYSIS_EVENT_REPEAT_MS = 500;

/** Fires 'skinAnalysisCompleted' once at once and once after 500 ms. */
export const announceAnalysisCompleted = () => {
  window.dispatchEvent(new Event(SKIN_ANALYSIS_COMPLETED_EVENT));
  setTimeout(() => window.dispatchEvent(new Event(SKIN_ANALYSIS_COMPLETED_EVENT)), ANALYSIS_EVENT_REPEAT_MS);
};
