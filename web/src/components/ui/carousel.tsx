import { Suspense, useEffect, type ComponentType } from "react";

import { lazyNamed } from "@/lib/lazy-named";

import type { CarouselProps } from "./carousel-props";
import { Spinner } from "./spinner";

/**
 * Swiper (~27 KB gzip of JS) is not needed to paint a page: it starts loading when the first
 * carousel placeholder appears (only the home and categories pages have carousels), in parallel
 * with the data the carousels wait for, and a carousel shows a spinner the size of the loading
 * state until it arrives.
 */
const loadSwiperCarousel = () => import("./swiper-carousel");

const SwiperCarousel = lazyNamed(
  loadSwiperCarousel,
  (module) => module.SwiperCarousel as ComponentType<CarouselProps<unknown>>,
);

/**
 * What a carousel of book cards shows until its books and Swiper have arrived: about as tall as
 * the loaded carousel at each width (measured: 474-502 px at 412 px wide, 258 at 640, 414-506 at
 * 768, 258-262 at 1024, 282-338 at 1350), so what follows it barely moves when it fills.
 */
export function CarouselPlaceholder({ label }: { label: string }) {
  useEffect(() => {
    void loadSwiperCarousel();
  }, []);
  return (
    <div className="flex h-[30.5rem] items-center justify-center sm:h-64 md:h-[29rem] lg:h-[16.5rem] xl:h-[19.5rem]">
      <Spinner label={`Loading ${label}`} />
    </div>
  );
}

export function Carousel<T>(props: CarouselProps<T>) {
  return (
    <Suspense fallback={<CarouselPlaceholder label={props.label} />}>
      <SwiperCarousel {...(props as CarouselProps<unknown>)} />
    </Suspense>
  );
}
