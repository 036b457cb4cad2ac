/*
 * Forced colours (Windows' contrast themes) repaint every background with the theme's Canvas
 * colour, so anything drawn only with a background (a filled button, the selected tab, a
 * switch's track) disappears. These classes put it back in the theme's own colours.
 */

/** A filled control gets an outline in the theme's button-text colour. */
export const forcedColorsBoundary = "forced-colors:border forced-colors:border-[ButtonText]";

/** The chosen one of a set (a tab, a filter) is filled with the theme's highlight colours. */
export const forcedColorsSelected =
  "forced-colors:forced-color-adjust-none forced-colors:border-[Highlight] forced-colors:bg-[Highlight] forced-colors:text-[HighlightText]";
