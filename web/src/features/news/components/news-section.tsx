import { useState } from "react";

import { Carousel, CarouselPlaceholder } from "@/components/ui/carousel";
import { imageBoxClasses } from "@/components/ui/image-box";
import { WhenNearViewport } from "@/components/ui/when-near-viewport";
import { formatDay } from "@bookstore/shared/format/date.ts";
import { NEWS_ITEMS, type NewsItem } from "@bookstore/shared/site/news.ts";

/**
 * The item's picture; a picture that fails to load (not yet written to the store, say) leaves
 * a plain panel rather than a broken-image icon.
 */
function NewsPicture({ image }: { image: string }) {
  const [missing, setMissing] = useState(false);
  if (missing) {
    return <div className="h-48 w-full rounded bg-slate-100" data-testid="news-picture-missing" />;
  }
  return (
    <img
      src={`/covers/${image}`}
      alt=""
      width={400}
      height={600}
      loading="lazy"
      onError={() => {
        setMissing(true);
      }}
      className="h-48 w-full rounded object-cover"
    />
  );
}

function NewsCard({ item }: { item: NewsItem }) {
  return (
    <article
      className="flex h-full flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="news-card"
    >
      <div className={`${imageBoxClasses()} h-48 w-full`}>
        <NewsPicture image={item.image} />
      </div>
      <h3 className="text-lg font-semibold">{item.title}</h3>
      <p className="text-sm text-slate-600">{item.description}</p>
      <p className="text-sm text-slate-500">
        <time dateTime={item.date}>{formatDay(item.date)}</time>
      </p>
      <a
        href={item.newsUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-auto self-start font-semibold text-blue-700 hover:underline"
      >
        Read more<span className="sr-only">: {item.title} (opens in a new tab)</span>
      </a>
    </article>
  );
}

export function NewsSection() {
  return (
    <section aria-labelledby="news-heading" className="flex flex-col gap-6">
      <h2 id="news-heading" className="text-2xl font-bold">
        News
      </h2>
      <WhenNearViewport placeholder={<CarouselPlaceholder label="news" />}>
        <Carousel
          label="news"
          items={NEWS_ITEMS}
          getKey={(item) => String(item.id)}
          renderItem={(item) => <NewsCard item={item} />}
        />
      </WhenNearViewport>
    </section>
  );
}
