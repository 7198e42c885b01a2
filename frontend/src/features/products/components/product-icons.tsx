import type { SVGProps } from 'react';
import { LineIcon } from '../../../components/line-icon';

/** Catalog icons, drawn 20 px by default. */
const Icon = (props: SVGProps<SVGSVGElement>) => <LineIcon width="20" height="20" {...props} />;

export const HeartIcon = ({ filled = false }: { filled?: boolean }) => (
  <Icon fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 20s-7-4.4-9-9a5 5 0 0 1 9-3 5 5 0 0 1 9 3c-2 4.6-9 9-9 9z" />
  </Icon>
);
export const SearchIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" />
  </Icon>
);
export const FilterIcon = () => (
  <Icon>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </Icon>
);
export const CartIcon = () => (
  <Icon width="18" height="18">
    <path d="M3 4h2l2.2 10.5a1 1 0 0 0 1 .8h8.6a1 1 0 0 0 1-.8L20 8H6.2" />
    <circle cx="9.5" cy="19" r="1.3" />
    <circle cx="16.5" cy="19" r="1.3" />
  </Icon>
);
export const AlertIcon = () => (
  <Icon width="16" height="16">
    <path d="M12 4l9 16H3l9-16z" />
    <path d="M12 10v4M12 17.5v.5" />
  </Icon>
);
