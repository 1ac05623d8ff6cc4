import { NEWS_ITEMS } from "@bookstore/shared/site/news.ts";

import { coverSvg } from "../../functions/src/lib/cover-art.ts";
import type { CoverStore } from "../../functions/src/lib/cover-store.ts";

/**
 * Draws each News item's picture into the cover store, where the home page's News cards load it
 * from (/covers/<image>). Overwrites: the art follows the items' titles and dates.
 */
export async function writeNewsArt(covers: CoverStore): Promise<number> {
  await Promise.all(
    NEWS_ITEMS.map((item) =>
      covers.write(item.image, {
        contentType: "image/svg+xml",
        data: Buffer.from(
          coverSvg({ title: item.title, author: item.date, label: "News", palette: "technology" }),
        ),
      }),
    ),
  );
  return NEWS_ITEMS.length;
}
