import { createTheme, Portal, type MantineColorsTuple } from '@mantine/core';
import { SCOPE_CLASS } from './tracker-scope';

// A violet-leaning ink for actions and focus, on warm neutrals: calm enough for a daily tool.
const iris: MantineColorsTuple = [
  '#f1efff',
  '#e0dcfb',
  '#bdb4f3',
  '#988aeb',
  '#7a67e5',
  '#6650e1',
  '#5c44e0',
  '#4c36c7',
  '#432fb3',
  '#37269e',
];

const sand: MantineColorsTuple = [
  '#f8f7f4',
  '#eeece6',
  '#dedad0',
  '#c9c3b5',
  '#b3ab99',
  '#a39a85',
  '#99907a',
  '#857c67',
  '#766e5a',
  '#665e4b',
];

/** One spacing scale (4 px steps), one type scale (a 1.2 ratio), one radius set. */
export const theme = createTheme({
  primaryColor: 'iris',
  primaryShade: 6,
  colors: { iris, sand },
  fontFamily: '"Inter Variable", Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: {
    fontFamily: '"Inter Variable", Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    fontWeight: '650',
    sizes: {
      h1: { fontSize: '2rem', lineHeight: '1.2' },
      h2: { fontSize: '1.625rem', lineHeight: '1.25' },
      h3: { fontSize: '1.375rem', lineHeight: '1.3' },
      h4: { fontSize: '1.125rem', lineHeight: '1.35' },
    },
  },
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.25rem' },
  spacing: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem' },
  radius: { xs: '0.25rem', sm: '0.375rem', md: '0.625rem', lg: '1rem', xl: '1.5rem' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  // Dialogs, menus and toasts render at the end of <body>, outside any module's root: they carry the
  // tracker's scope themselves.
  components: { Portal: Portal.extend({ defaultProps: { className: SCOPE_CLASS } }) },
});

/** Fixed measures from the specification. */
export const layout = {
  headerHeight: 62,
} as const;
