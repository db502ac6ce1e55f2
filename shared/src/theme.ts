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
    // antd's greys (#8c8c8c, 3.36:1 on white) are below WCAG's 4.5:1 for text: card titles, form legends, table
    // secondary text and descriptions take the shop's muted text colour instead (6.5:1).
    colorTextSecondary: tokens.colorTextMuted,
    colorTextTertiary: tokens.colorTextMuted,
    colorTextDescription: tokens.colorTextMuted,
    borderRadius: tokens.borderRadius,
    fontFamily: tokens.fontFamily,
  },
  components: {
    // An empty table's "No data" is antd's disabled grey (#bfbfbf, 1.83:1): it is text to read, not a control.
    Table: { colorTextDisabled: tokens.colorTextMuted },
  },
} as const;
