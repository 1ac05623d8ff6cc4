import { useState } from "react";

const FALLBACK_COVER = "/fallback-cover.svg";

/** Resolves a stored coverImage (file name or URL) to an image address. */
export function coverUrl(coverImage: string): string {
  if (coverImage === "") return FALLBACK_COVER;
  if (/^https?:\/\//.test(coverImage)) return coverImage;
  return `/covers/${encodeURIComponent(coverImage)}`;
}

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
