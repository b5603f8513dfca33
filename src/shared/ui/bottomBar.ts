/**
 * Marks a bar that sticks to the foot of the viewport (the listing's compare bar): the shell's Back to
 * top rises above it while it is there (features/shell/backToTop.ts), so neither covers the other.
 */
export const BOTTOM_BAR_ATTRIBUTE = 'data-bottom-bar'
