import { useDeferredValue, useEffect, useRef } from "react";
import type Swiper from "swiper";

import { FIRST_SCREEN_PENDING } from "@/lib/after-first-screen";

import "./carousel.css";

import { CAROUSEL_SLIDE_CLASSES, MAX_SLIDES_PER_VIEW } from "./carousel-layout";
import type { CarouselProps } from "./carousel-props";
import { Spinner } from "./spinner";

/**
 * What a carousel of book cards shows until its books have arrived: about as tall as the loaded
 * carousel at each width, so what follows it barely moves when it fills.
 */
export function CarouselPlaceholder({
  label,
  firstScreen = false,
}: {
  label: string;
  /** Holds the place of the screen's main content: deferred work waits until it is replaced. */
  firstScreen?: boolean;
}) {
  return (
    <div
      {...{ [FIRST_SCREEN_PENDING]: firstScreen ? "" : undefined }}
      className="flex h-[30.5rem] items-center justify-center sm:h-64 md:h-[29rem] lg:h-[16.5rem] xl:h-[19.5rem]"
    >
      <Spinner label={`Loading ${label}`} />
    </div>
  );
}

/** A carousel that left the page before Swiper arrived needs nothing. */
function ignore() {
  return undefined;
}

type ArrowDirection = "prev" | "next";

const ARROWS = [
  // Disabled where Swiper starts: on the first slide, with nothing before it.
  {
    direction: "prev",
    label: "Previous slide",
    className: "swiper-button-prev swiper-button-disabled",
  },
  { direction: "next", label: "Next slide", className: "swiper-button-next" },
] as const satisfies readonly { direction: ArrowDirection; label: string; className: string }[];

/** Swiper's own arrow (its navigation module adds it only to buttons without one). */
function ArrowIcon() {
  return (
    <svg
      className="swiper-navigation-icon"
      width="11"
      height="20"
      viewBox="0 0 11 20"
      fill="none"
      aria-hidden="true"
    >
      <path
        d="M0.38296 20.0762C0.111788 19.805 0.111788 19.3654 0.38296 19.0942L9.19758 10.2796L0.38296 1.46497C0.111788 1.19379 0.111788 0.754138 0.38296 0.482966C0.654131 0.211794 1.09379 0.211794 1.36496 0.482966L10.4341 9.55214C10.8359 9.9539 10.8359 10.6053 10.4341 11.007L1.36496 20.0762C1.09379 20.3474 0.654131 20.3474 0.38296 20.0762Z"
        fill="currentColor"
      />
    </svg>
  );
}

/**
 * A carousel in Swiper's CSS mode: a native scroll-snapping track that shows the layout's slides
 * per view and can be swiped as soon as it is painted. Swiper itself loads only
 * when a shopper reaches for the carousel (pointer, touch, focus or an arrow) and takes over the
 * same track, so pages that merely show carousels never download it.
 */
export function Carousel<T>({ items, getKey, renderItem, label }: CarouselProps<T>) {
  const containerRef = useRef<HTMLDivElement>(null);
  const swiperLoad = useRef<Promise<Swiper> | null>(null);
  /** Set as Swiper attaches, so an arrow clicked in the same moment cannot move twice. */
  const attached = useRef<Swiper | null>(null);

  const attach = (): Promise<Swiper> => {
    swiperLoad.current ??= import("./carousel-swiper").then(({ attachSwiper }) => {
      if (!containerRef.current) throw new Error("The carousel left the page");
      attached.current = attachSwiper(containerRef.current, label);
      return attached.current;
    });
    return swiperLoad.current;
  };
  const reachFor = () => {
    void attach().catch(ignore);
  };
  // Before Swiper is attached, an arrow attaches it and then moves; after, Swiper's handler does.
  const slide = (direction: ArrowDirection) => {
    if (attached.current) return;
    void attach().then(
      (instance) => (direction === "prev" ? instance.slidePrev() : instance.slideNext()),
      ignore,
    );
  };

  // The slides of the widest first view render with the page; the rest follow in a background
  // render the browser can interrupt, so a carousel that comes with its data is not one long task.
  const rendered = useDeferredValue(items.length, Math.min(items.length, MAX_SLIDES_PER_VIEW));
  const slides = items.slice(0, rendered);

  // Slides came or changed under an attached Swiper (not on attaching, nor when only the books'
  // data changed: a move may be under way, and updating would snap it back).
  const slideKeys = slides.map(getKey).join("\n");
  useEffect(() => {
    attached.current?.update();
  }, [slideKeys]);
  useEffect(
    () => () => {
      attached.current?.destroy(true, false);
    },
    [],
  );

  // Swiper measures its container: min-w-0 keeps a flex or grid parent from growing with it.
  return (
    <div className="w-full min-w-0 max-w-full">
      <div
        ref={containerRef}
        role="group"
        aria-label={label}
        className="swiper swiper-horizontal swiper-css-mode !px-10"
        onPointerEnter={reachFor}
        onTouchStart={reachFor}
        onFocus={reachFor}
      >
        <div className="swiper-wrapper">
          {slides.map((item, index) => (
            <div
              key={getKey(item)}
              role="group"
              aria-label={`${String(index + 1)} / ${String(items.length)}`}
              className={`swiper-slide ${CAROUSEL_SLIDE_CLASSES}`}
            >
              {renderItem(item, index)}
            </div>
          ))}
        </div>
        {ARROWS.map((arrow) => (
          <button
            key={arrow.direction}
            type="button"
            aria-label={arrow.label}
            className={arrow.className}
            onClick={() => {
              slide(arrow.direction);
            }}
          >
            <ArrowIcon />
          </button>
        ))}
      </div>
    </div>
  );
}
