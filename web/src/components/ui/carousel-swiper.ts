import Swiper from "swiper";
import { A11y, Navigation } from "swiper/modules";

import { CAROUSEL_BREAKPOINTS, CAROUSEL_GAP_PX } from "./carousel-layout";

/** How long an arrow's move slides, in ms (Swiper's default). */
const SLIDE_MS = 300;

/** The shopper's "reduce motion" setting: the arrows then move the track at once. */
function slideMs(): number {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? 0 : SLIDE_MS;
}

/**
 * Swiper on a carousel the page already shows. In CSS mode Swiper scrolls the same native,
 * scroll-snapping track the shopper may already have swiped, so taking over changes nothing on
 * screen: it starts on the slide in view and adds the arrows' behaviour and slide announcements.
 */
export function attachSwiper(container: HTMLElement, label: string): Swiper {
  const track = container.querySelector<HTMLElement>(".swiper-wrapper");
  const firstSlide = track?.querySelector<HTMLElement>(".swiper-slide");
  const initialSlide =
    track && firstSlide
      ? Math.round(track.scrollLeft / (firstSlide.offsetWidth + CAROUSEL_GAP_PX))
      : 0;
  const swiper = new Swiper(container, {
    modules: [Navigation, A11y],
    cssMode: true,
    initialSlide,
    speed: slideMs(),
    slidesPerView: 1,
    spaceBetween: CAROUSEL_GAP_PX,
    breakpoints: CAROUSEL_BREAKPOINTS,
    navigation: {
      prevEl: container.querySelector<HTMLElement>(".swiper-button-prev"),
      nextEl: container.querySelector<HTMLElement>(".swiper-button-next"),
    },
    a11y: {
      containerMessage: label,
      prevSlideMessage: "Previous slide",
      nextSlideMessage: "Next slide",
    },
  });
  // Swiper's slidePrev goes to the snap before the track's position, so a click while the last
  // move was still settling (the track just short of its slide) would go back two slides. Step back
  // from the slide in view instead, as slideNext steps forward.
  swiper.slidePrev = (speed, runCallbacks) =>
    swiper.slideTo(Math.max(swiper.activeIndex - 1, 0), speed, runCallbacks);
  // In CSS mode Swiper learns its position from the track's scroll events, and placing it on
  // the slide already in view scrolls nothing: tell it where the track is.
  track?.dispatchEvent(new Event("scroll"));
  return swiper;
}
