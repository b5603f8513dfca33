/**
 * Card grids show about 4 cards a row at 1280 px and 2 on a phone (cardGrid.module.css): where a grid
 * opens a page, its first row is on screen at once, and its images load eagerly.
 */
export const FIRST_ROW_CARDS = 4
