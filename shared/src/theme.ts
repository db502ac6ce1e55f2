/**
 * Design tokens of the shop. Plain values (no antd import): the shell's CSS uses them as custom
 * properties, and each antd remote passes `antdTheme` to its own ConfigProvider (antd is not shared).
 */
export const tokens = {
  colorPrimary: '#6b4bd8',
  colorAccent: '#ff8a4c',
  colorText: '#24203a',
  colorTextMuted: '#5d5875',
  colorBackground: '#fffaf3',
  colorSurface: '#ffffff',
  colorError: '#c0262d',
  borderRadius: 10,
  fontFamily: "'Nunito Variable', 'Segoe UI', system-ui, -apple-system, sans-serif",
} as const;

export const antdTheme = {
  token: {
    colorPrimary: tokens.colorPrimary,
    colorError: tokens.colorError,
    colorText: tokens.colorText,
    borderRadius: tokens.borderRadius,
    fontFamily: tokens.fontFamily,
  },
} as const;
