import { LineIcon } from '../../components/line-icon';

/** Small line icons drawn inline (no icon font, no download). All decorative: the text beside them names things. */
const paths = {
  camera: 'M4 8h3l2-3h6l2 3h3v11H4z M12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  scan: 'M4 8V4h4 M16 4h4v4 M20 16v4h-4 M8 20H4v-4 M4 12h16',
  check: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M8 12l3 3 5-6',
  alert: 'M12 3l10 18H2z M12 10v5 M12 18v.01',
  swap: 'M7 7h13l-4-4 M17 17H4l4 4',
  sun: 'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M12 2v2 M12 20v2 M4.9 4.9l1.4 1.4 M17.7 17.7l1.4 1.4 M2 12h2 M20 12h2 M4.9 19.1l1.4-1.4 M17.7 6.3l1.4-1.4',
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0z M8 6H4a4 4 0 0 0 4 4 M16 6h4a4 4 0 0 1-4 4 M12 13v4 M8 21h8 M9 17h6',
  gauge: 'M4 17a8 8 0 1 1 16 0 M12 17l4-6 M4 17h16',
  bottle: 'M10 2h4v4h-4z M8 6h8l1 4v12H7V10z M7 14h10',
  lock: 'M6 11h12v10H6z M8 11V7a4 4 0 0 1 8 0v4',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9z',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <LineIcon className={className}>
      <path d={paths[name]} />
    </LineIcon>
  );
}
