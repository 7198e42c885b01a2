import { type PointerEvent, useRef } from 'react';

type SwipeHandlers = {
  onPointerDown: (event: PointerEvent) => void;
  onPointerUp: (event: PointerEvent) => void;
  onPointerCancel: () => void;
};

/**
 * Horizontal swipe on pointer events, so touch, pen and mouse drags all work. A swipe only counts when the
 * horizontal travel is strictly greater than `thresholdPx`; shorter drags are treated as taps or jitter.
 */
export function useSwipe(thresholdPx: number, onSwipe: (direction: 'left' | 'right') => void): SwipeHandlers {
  const startX = useRef<number | null>(null);
  return {
    onPointerDown: (event) => {
      startX.current = event.clientX;
    },
    onPointerUp: (event) => {
      if (startX.current === null) return;
      const travel = event.clientX - startX.current;
      startX.current = null;
      if (Math.abs(travel) > thresholdPx) onSwipe(travel < 0 ? 'left' : 'right');
    },
    onPointerCancel: () => {
      startX.current = null;
    },
  };
}
