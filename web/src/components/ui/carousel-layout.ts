/** 1 slide under 768 px, 2 from 768 px, 3 from 1180 px (window widths, as Swiper reads). */
export const CAROUSEL_BREAKPOINTS = {
  768: { slidesPerView: 2 },
  1180: { slidesPerView: 3 },
};

/** The most slides a carousel shows at once (at the widest breakpoint). */
export const MAX_SLIDES_PER_VIEW = Math.max(
  ...Object.values(CAROUSEL_BREAKPOINTS).map((breakpoint) => breakpoint.slidesPerView),
);

/** The slides a carousel shows at once in a window this wide, as Swiper reads its breakpoints. */
export function slidesPerViewAt(windowWidth: number): number {
  let slides = 1;
  for (const [minWidth, { slidesPerView }] of Object.entries(CAROUSEL_BREAKPOINTS)) {
    if (windowWidth >= Number(minWidth)) slides = slidesPerView;
  }
  return slides;
}

export const CAROUSEL_GAP_PX = 24;

/**
 * The same slide widths and gap in CSS, so the carousel is laid out before Swiper arrives and
 * does not move when it does (Swiper sets these widths inline; it leaves the last slide's margin).
 */
export const CAROUSEL_SLIDE_CLASSES =
  "!h-auto !w-full mr-6 last:mr-0 md:!w-[calc((100%-24px)/2)] min-[73.75rem]:!w-[calc((100%-48px)/3)]";
