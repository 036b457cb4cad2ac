/**
 * The longest post title: three lines on the share card (a 99-character title checked by eye in
 * its card.png), and an address short enough for a file name. A module of its own, so the editor
 * reads it without loading the posts (keystatic/editor-survives.test.ts).
 */
export const POST_TITLE_MAX = 100;
