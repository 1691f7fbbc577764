import {
  createTheme,
  defaultVariantColorsResolver,
  Menu,
  Modal,
  Notification,
  Portal,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';
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

// Mantine's red with its darker half moved down: shade 6 (errors, destructive buttons, the red text of
// "Logout") is 5.5:1 on white, where Mantine's own #fa5252 is 3.3:1.
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#f06262',
  '#c92a2a',
  '#b42424',
  '#a01f1f',
  '#8a1a1a',
];

// Mantine's gray with a darker shade 6, the colour of secondary text (`c="dimmed"`, input descriptions, menu
// labels, toast bodies): #5f6670 is 4.9:1 or more on every surface we draw text on (white, sand.0, sand.1,
// iris.0), where Mantine's #868e96 is 3.3:1 on white. Every text colour of the palette passes WCAG AA.
const gray: MantineColorsTuple = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#ced4da',
  '#adb5bd',
  '#5f6670',
  '#495057',
  '#343a40',
  '#212529',
];

/** One spacing scale (4 px steps), one type scale (a 1.2 ratio), one radius set. */
// Light buttons and badges keep their tinted background but take dark text: the tint's own shade is too pale
// for AA at badge sizes (orange is 3.9:1 on white).
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  return input.variant === 'light' ? { ...colors, color: 'var(--mantine-color-dark-7)' } : colors;
};

export const theme = createTheme({
  variantColorResolver,
  primaryColor: 'iris',
  primaryShade: 6,
  colors: { iris, sand, gray, red },
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
  // Dialogs, toasts and menus appear without sliding or fading for people who asked for less motion.
  respectReducedMotion: true,
  components: {
    // Dialogs, menus and toasts render at the end of <body>, outside any module's root: they carry the
    // tracker's scope themselves.
    Portal: Portal.extend({ defaultProps: { className: SCOPE_CLASS } }),
    // Mantine's × buttons have no text: give each a name a screen reader can say.
    // The page behind a dialog does not scroll (wheel and touch outside it are held), but its scroll bar is
    // left alone: hiding it sets a custom property on <body>, which every element inherits, so opening a
    // dialog restyled the whole board (1,331 elements, a third of the click's frame).
    Modal: Modal.extend({
      defaultProps: {
        closeButtonProps: { 'aria-label': 'Close dialog' },
        removeScrollProps: { removeScrollBar: false },
      },
    }),
    Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } }),
    // Without the placeholder, an opened menu focuses its first enabled item, as a menu button should.
    Menu: Menu.extend({ defaultProps: { withInitialFocusPlaceholder: false } }),
  },
});

/** Fixed measures of the layout. */
export const layout = {
  headerHeight: 62,
} as const;
