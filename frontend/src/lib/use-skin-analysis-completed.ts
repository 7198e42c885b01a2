import { useEffect, useRef } from 'react';

/** The window event the analysis screen fires when an analysis finishes (spec 4). */
export const SKIN_ANALYSIS_COMPLETED_EVENT = 'skinAnalysisCompleted';

export const useSkinAnalysisCompleted = (onCompleted: () => void) => {
  const callback = useRef(onCompleted);
  callback.current = onCompleted;
  useEffect(() => {
    const listener = () => callback.current();
    window.addEventListener(SKIN_ANALYSIS_COMPLETED_EVENT, listener);
    return () => window.removeEventListener(SKIN_ANALYSIS_COMPLETED_EVENT, listener);
  }, []);
};
