import { useState } from "react";

import { coverUrl, FALLBACK_COVER } from "../utils/cover-url";

interface BookCoverProps {
  coverImage: string;
  title: string;
  className?: string;
}

export function BookCover({ coverImage, title, className }: BookCoverProps) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed ? FALLBACK_COVER : coverUrl(coverImage)}
      alt={`Cover of ${title}`}
      width={200}
      height={300}
      loading="lazy"
      onError={() => {
        setFailed(true);
      }}
      className={className}
    />
  );
}
