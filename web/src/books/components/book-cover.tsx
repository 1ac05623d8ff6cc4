import { useState } from "react";

import { coverUrl, FALLBACK_COVER } from "../utils/cover-url";

interface BookCoverProps {
  coverImage: string;
  title: string;
  className?: string;
  /** The page's main image (its largest paint): fetched at once, ahead of other images. */
  priority?: boolean;
}

export function BookCover({ coverImage, title, className, priority = false }: BookCoverProps) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed ? FALLBACK_COVER : coverUrl(coverImage)}
      alt={`Cover of ${title}`}
      width={200}
      height={300}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      // Fetched before the app renders (the page preloads it): painted with the first frame.
      decoding={priority ? "sync" : "async"}
      onError={() => {
        setFailed(true);
      }}
      className={className}
    />
  );
}
