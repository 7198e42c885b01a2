import type { SVGProps } from 'react';

/**
 * The frame of every line icon (24 px grid, currentColor), decorative: the control or text around it
 * carries the label. Only React here, so the landing can use it without pulling in app code.
 */
export const LineIcon = ({ children, ...props }: SVGProps<SVGSVGElement>) => (
  <svg
    viewBox="0 0 24 24"
    width="24"
    height="24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    {...props}
  >
    {children}
  </svg>
);
