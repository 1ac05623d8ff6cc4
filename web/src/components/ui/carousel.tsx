import { lazy, Suspense, type ComponentType } from "react";

import type { CarouselProps } from "./carousel-props";
import { Spinner } from "./spinner";

/**
 * Swiper (~27 KB gzip of JS) is not needed to paint a page: it loads right after the entry
 * runs, in parallel with the data the carousels wait for, and a carousel shows a spinner the
 * size of the loading state until it arrives.
 */
const loadSwiperCarousel = () => import("./swiper-carousel");
void loadSwiperCarousel();

const SwiperCarousel = lazy(() =>
  loadSwiperCarousel().then((module) => ({
    default: module.SwiperCarousel as ComponentType<CarouselProps<unknown>>,
  })),
);

export function Carousel<T>(props: CarouselProps<T>) {
  return (
    <Suspense
      fallback={
        <div className="flex h-72 items-center justify-center">
          <Spinner label={`Loading ${props.label}`} />
        </div>
      }
    >
      <SwiperCarousel {...(props as CarouselProps<unknown>)} />
    </Suspense>
  );
}
