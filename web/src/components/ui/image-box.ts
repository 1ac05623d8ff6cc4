/**
 * For the box an image sits in, sized like the image: the browser neither lays out nor fetches
 * the image until its box nears the screen. `loading="lazy"` alone fetched every cover of a
 * carousel (its slides are beside the screen, not below it); this waits for the shopper to
 * swipe to it.
 */
export const IMAGE_BOX_CLASSES = "shrink-0 rounded bg-slate-100 [content-visibility:auto]";

/** For the box of an image in the first screen (the page's largest paint): laid out at once. */
export const EAGER_IMAGE_BOX_CLASSES = "shrink-0 rounded bg-slate-100";
