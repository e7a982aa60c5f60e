import type { MenuIcon as MenuIconName } from './dashboard-menu';

/** 24×24 stroke icons (inline: no icon font or image request). */
const paths: Record<MenuIconName | 'home', string> = {
  home: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  orders: 'M6 3h12l1 4H5l1-4zM5 7h14v13H5zM9 11h6',
  review: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M17 11a3 3 0 1 0 0-6M22 21a6 6 0 0 0-4-5.6',
  allOrders: 'M4 4h16v16H4zM8 9h8M8 13h8M8 17h5',
  addProduct: 'M12 5v14M5 12h14',
  products: 'M3 7l9-4 9 4-9 4-9-4zM3 7v10l9 4 9-4V7M12 11v10',
  lowStock: 'M4 20h16M7 20v-4M12 20v-8M17 20V8M12 3v4M10 5l2 2 2-2',
  import: 'M12 3v12M8 11l4 4 4-4M4 17v3h16v-3',
  shipping: 'M2 7h11v9H2zM13 10h4l3 3v3h-7M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  returns: 'M9 14L4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3',
  tax: 'M19 5L5 19M7 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
};

export function MenuIcon({ name }: { name: MenuIconName | 'home' }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
