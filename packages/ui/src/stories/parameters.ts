/** Widths a component whose layout follows the screen is photographed at: a phone and a desktop. */
export const phoneAndDesktopWidths = [320, 1440] as const;

/**
 * Story helper: a meta's `parameters` for a component whose layout follows the screen, photographed
 * at phone and desktop widths, with the description its docs page shows.
 */
export function responsiveParameters(description: string) {
  return { screenshot: { widths: phoneAndDesktopWidths }, docs: { description: { component: description } } };
}
