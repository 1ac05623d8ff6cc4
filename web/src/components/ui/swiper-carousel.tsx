import { A11y, Navigation } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";

import "swiper/css";
import "swiper/css/navigation";

import type { CarouselProps } from "./carousel-props";

/** SPEC: 1 slide under 768 px, 2 from 768 px, 3 from 1180 px, with navigation arrows. */
const BREAKPOINTS = {
  768: { slidesPerView: 2 },
  1180: { slidesPerView: 3 },
};

/** The Swiper carousel; load it through ./carousel, which keeps Swiper out of the first render. */
export function SwiperCarousel<T>({ items, getKey, renderItem, label }: CarouselProps<T>) {
  // Swiper measures its container: min-w-0 keeps a flex or grid parent from growing with it.
  return (
    <div className="w-full min-w-0 max-w-full">
      <Swiper
        modules={[Navigation, A11y]}
        navigation
        a11y={{
          containerMessage: label,
          prevSlideMessage: "Previous slide",
          nextSlideMessage: "Next slide",
        }}
        slidesPerView={1}
        spaceBetween={24}
        breakpoints={BREAKPOINTS}
        className="!px-10"
      >
        {items.map((item) => (
          <SwiperSlide key={getKey(item)} className="!h-auto">
            {renderItem(item)}
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
