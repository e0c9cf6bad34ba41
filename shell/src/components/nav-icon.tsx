import { type NavIconName } from 'shared-contracts/manifests';

/**
 * The drawer's icons: small single-path SVGs drawn for the shell, so the panel needs no icon package.
 * Decorative only (aria-hidden); every entry carries a translated text label.
 */
const PATHS = {
  calendar: 'M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7zm-2 8h14v10H5V10z',
  hotel: 'M3 6h2v7h6V8h7a3 3 0 0 1 3 3v8h-2v-3H5v3H3V6zm4 1a2 2 0 1 1 0 4 2 2 0 0 1 0-4z',
  box: 'M12 2 3 6.5v11L12 22l9-4.5v-11L12 2zm0 2.2 6.5 3.3L12 10.8 5.5 7.5 12 4.2zM5 9.2l6 3v7.3l-6-3V9.2zm8 10.3v-7.3l6-3v7.3l-6 3z',
  list: 'M4 5h2v2H4V5zm4 0h12v2H8V5zM4 11h2v2H4v-2zm4 0h12v2H8v-2zm-4 6h2v2H4v-2zm4 0h12v2H8v-2z',
  cancel:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm3.5 5.1 1.4 1.4-3.5 3.5 3.5 3.5-1.4 1.4-3.5-3.5-3.5 3.5-1.4-1.4 3.5-3.5-3.5-3.5 1.4-1.4 3.5 3.5 3.5-3.5z',
  chart: 'M4 20h16v2H2V4h2v16zm3-2v-8h3v8H7zm5 0V6h3v12h-3zm5 0v-5h3v5h-3z',
  money: 'M2 6h20v12H2V6zm2 2v8h16V8H4zm8 1a3 3 0 1 1 0 6 3 3 0 0 1 0-6z',
  settings: 'M12 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM11 1h2v4h-2V1zm0 18h2v4h-2v-4zM1 11h4v2H1v-2zm18 0h4v2h-4v-2z',
  package: 'M4 4h16v4H4V4zm1 6h14v10H5V10zm4 2v2h6v-2H9z',
  site: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1 2.1V11H4.1A8 8 0 0 1 11 4.1zm2 0a8 8 0 0 1 6.9 6.9H13V4.1zM4.1 13H11v6.9A8 8 0 0 1 4.1 13zm8.9 0h6.9a8 8 0 0 1-6.9 6.9V13z',
  text: 'M6 2h9l5 5v15H6V2zm8 1.5V8h4.5L14 3.5zM8 11h8v2H8v-2zm0 4h8v2H8v-2z',
  widget: 'M3 3h8v8H3V3zm10 0h8v8h-8V3zM3 13h8v8H3v-8zm10 0h8v8h-8v-8z',
  chat: 'M4 3h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H8l-5 4V4a1 1 0 0 1 1-1zm3 5v2h10V8H7zm0 4v2h7v-2H7z',
  terminal: 'M6 2h12v20H6V2zm2 2v6h8V4H8zm0 8v2h2v-2H8zm3 0v2h2v-2h-2zm3 0v2h2v-2h-2zm-6 3v2h2v-2H8zm3 0v2h2v-2h-2zm3 0v2h2v-2h-2z',
  palette: 'M12 2a10 10 0 0 0 0 20 2 2 0 0 0 1.5-3.3 2 2 0 0 1 1.5-3.3h2.4A4.6 4.6 0 0 0 22 10.8C22 5.9 17.5 2 12 2zM6.5 12a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3zm3-4a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3zm5 0a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3zm3 4a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3z',
  store: 'M4 4h16l1 5a3 3 0 0 1-2 2.8V20H5v-8.2A3 3 0 0 1 3 9l1-5zm3 9v5h4v-5H7z',
  dashboard: 'M3 3h8v10H3V3zm10 0h8v6h-8V3zM3 15h8v6H3v-6zm10-4h8v10h-8V11z',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 9c0-3.3 3.1-6 7-6s7 2.7 7 6v1H2v-1zm15-9a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm1 3c2.4.4 4 2.2 4 4.5V21h-4v-1c0-2-.8-3.7-2.1-5 .7-.6 1.4-1 2.1-1z',
  profile: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm-9 9c0-4 4-7 9-7s9 3 9 7v1H3v-1z',
  activity: 'M2 20 9 8l4 6 3-4 6 10H2z',
  rental: 'M7 14a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm5.7-4A6 6 0 1 0 12.7 14H16v3h3v-3h2v-4h-8.3z',
  restaurant: 'M5 2h2v6h1V2h2v6h1V2h2v7a3 3 0 0 1-3 3v10H8V12a3 3 0 0 1-3-3V2zm12 0c2 0 3 2.5 3 6v5h-2v9h-2V2h1z',
  attraction: 'M12 2l3 6.9 7.5.7-5.7 5 1.7 7.4L12 18.3 5.5 22l1.7-7.4-5.7-5 7.5-.7L12 2z',
  tools: 'M22 7.5a5.5 5.5 0 0 1-7.4 5.2L6.4 21A2 2 0 1 1 3 17.6l8.3-8.2A5.5 5.5 0 0 1 18.5 2l-3 3 .5 3 3 .5 3-3c.1.6 0 1.3 0 2z',
  mail: 'M2 4h20v16H2V4zm2 2v.5l8 5 8-5V6H4zm0 2.9V18h16V8.9l-8 5-8-5z',
  language: 'M4 4h10v2h-4c-.3 2.6-1.3 4.8-2.9 6.5 1 .8 2.1 1.4 3.4 1.8l-.6 1.9c-1.6-.5-3-1.3-4.2-2.3A12 12 0 0 1 2.5 16l-.7-1.9c1.4-.5 2.6-1.1 3.7-1.8C4.2 10.8 3.3 9 3 7h2c.3 1.4.9 2.7 1.8 3.7C7.9 9.4 8.6 7.8 8.9 6H4V4zm12 6h2l4 10h-2l-1-2.5h-4L14 20h-2l4-10zm-.3 5.5h2.6L17 12.2l-1.3 3.3z',
  menu: 'M3 6h18v2H3V6zm0 5h18v2H3v-2zm0 5h18v2H3v-2z',
  chevronDown: 'M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6 1.4-1.4z',
  chevronRight: 'M8.6 16.6 13.2 12 8.6 7.4 10 6l6 6-6 6-1.4-1.4z',
} as const satisfies Record<NavIconName | 'menu' | 'chevronDown' | 'chevronRight', string>;

/** Every icon a navigation entry names (shared-contracts/manifests), plus the shell's own controls. */
type IconName = keyof typeof PATHS;

export function NavIcon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
