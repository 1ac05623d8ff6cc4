import type { Locator, Page } from "@playwright/test";

import { NEWS_ITEMS } from "@bookstore/shared/site/news.ts";

import { scrollThroughPage } from "../../scripts/lib/scroll-through.mjs";

import { expectedTopSellers, fetchCatalogue } from "./support/catalogue.ts";
import { expectAccessible, openStore, recordListens } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

function cardTitles(section: Locator) {
  return section.getByTestId("book-card").getByRole("heading", { level: 3 });
}

/** Top Sellers on a phone (one slide in view), scrolled into view once its ten books are there. */
async function topSellersOnPhone(page: Page) {
  await page.setViewportSize({ width: 412, height: 823 });
  await openStore(page);
  const carousel = page.getByTestId("top-sellers").locator(".swiper");
  const slides = carousel.locator(".swiper-slide");
  await expect(slides).toHaveCount(10);
  await carousel.scrollIntoViewIfNeeded();
  return { carousel, slides };
}

test.describe("home page", () => {
  test("shows the banner with a Search Books link", async ({ page }) => {
    await openStore(page);
    await expect(
      page.getByRole("heading", { level: 1, name: "New Releases This Week" }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Search Books" }).click();
    await expect(page).toHaveURL(/\/search$/);
  });

  test("Top Sellers lists the real best sellers, then filters by genre", async ({
    page,
    request,
  }) => {
    const books = await fetchCatalogue(request);
    await openStore(page);
    const section = page.getByTestId("top-sellers");
    const all = expectedTopSellers(books, 10).map((book) => book.title);
    await expect(cardTitles(section)).toHaveText(all);

    const genre = page.getByRole("combobox", { name: "Genre" });
    await expect(genre.locator("option")).toHaveText([
      "Choose a genre",
      "Business",
      "Biography",
      "Self-help",
      "Finance",
      "Technology",
    ]);
    // Changing the query must show the new results (reactfire issue 793 in suspense mode).
    for (const [label, category] of [
      ["Finance", "finance"],
      ["Self-help", "self-help"],
    ] as const) {
      await genre.selectOption({ label });
      const expected = expectedTopSellers(books, 10, category).map((book) => book.title);
      await expect(cardTitles(section)).toHaveText(expected);
    }
    await genre.selectOption({ label: "Choose a genre" });
    await expect(cardTitles(section)).toHaveText(all);
  });

  test("Top Sellers come inside the page; the untouched page reads no Firestore", async ({
    page,
  }) => {
    const topSellersAsked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/books?order=top-sellers"))
        topSellersAsked.push(request.url());
    });
    const listens = recordListens(page);
    await openStore(page);
    await expect(cardTitles(page.getByTestId("top-sellers"))).toHaveCount(10);
    await page.waitForLoadState("networkidle");
    // The page's data block holds them: the API is never asked.
    expect(topSellersAsked).toEqual([]);
    // Recommended, below the screen, is the home page's only Firestore reader.
    expect(listens).toEqual([]);
    await page.getByTestId("recommended").scrollIntoViewIfNeeded();
    await expect(cardTitles(page.getByTestId("recommended")).first()).toBeVisible();
    expect(listens.length).toBeGreaterThan(0);
  });

  test("Recommended for you shows books 8 to 27 of the catalogue", async ({ page, request }) => {
    const books = await fetchCatalogue(request);
    await openStore(page);
    await page.getByTestId("recommended").scrollIntoViewIfNeeded();
    const expected = books.slice(8, 28).map((book) => book.title);
    await expect(cardTitles(page.getByTestId("recommended"))).toHaveText(expected);
  });

  test("book cards cut descriptions at 80 characters and show both prices", async ({
    page,
    request,
  }) => {
    const books = await fetchCatalogue(request);
    const long = books.slice(8, 28).find((book) => book.description.length > 80);
    if (!long) throw new Error("no long description among the recommended books");
    await openStore(page);
    await page.getByTestId("recommended").scrollIntoViewIfNeeded();
    const card = page
      .getByTestId("recommended")
      .getByTestId("book-card")
      .filter({ hasText: long.title });
    await expect(card).toContainText(`${long.description.slice(0, 80)}...`);
    await expect(card).toContainText(`$${long.newPrice.toFixed(2)}`);
    await expect(card.locator("del")).toContainText(`$${long.oldPrice.toFixed(2)}`);
    await card.getByRole("link", { name: long.title, exact: true }).click();
    await expect(page).toHaveURL(`/books/${long._id}`);
  });

  test("News shows six items whose links open safely in a new tab", async ({ page }) => {
    await openStore(page);
    await page.getByRole("heading", { level: 2, name: "News" }).scrollIntoViewIfNeeded();
    const cards = page.getByTestId("news-card");
    await expect(cards).toHaveCount(6);
    for (const [index, item] of NEWS_ITEMS.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading")).toHaveText(item.title);
      const link = card.getByRole("link");
      await expect(link).toHaveAttribute("href", item.newsUrl);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
  });

  test("a News picture missing from the store leaves a plain panel, not a broken image", async ({
    page,
  }) => {
    const [missing] = NEWS_ITEMS;
    if (!missing) throw new Error("no News items");
    // The store answers 404 for a picture content:load has not written yet.
    await page.route(`**/covers/${missing.image}`, (route) => route.fulfill({ status: 404 }));
    await openStore(page);
    await page.getByRole("heading", { level: 2, name: "News" }).scrollIntoViewIfNeeded();
    const card = page.getByTestId("news-card").first();
    await expect(card.getByTestId("news-picture-missing")).toBeVisible();
    await expect(card.locator("img")).toHaveCount(0);
    await expect(card.getByRole("heading")).toHaveText(missing.title);
    const second = page.getByTestId("news-card").nth(1);
    await expect(second.locator("img")).toHaveCount(1);
    await expect(second.getByTestId("news-picture-missing")).toHaveCount(0);
  });

  for (const [width, perView] of [
    [360, 1],
    [767, 1],
    [768, 2],
    [1179, 2],
    [1180, 3],
    [1440, 3],
  ] as const) {
    test(`carousels show ${perView} slide(s) at ${width} px, without horizontal scrolling`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await openStore(page);
      await page.getByTestId("recommended").scrollIntoViewIfNeeded();
      const swiper = page.getByTestId("recommended").locator(".swiper");
      await expect(swiper.locator(".swiper-slide").first()).toBeVisible();
      await expect(swiper.getByRole("button", { name: "Next slide" })).toBeVisible();
      const ratio = await swiper.evaluate((element) => {
        const slide = element.querySelector(".swiper-slide");
        return slide ? element.clientWidth / slide.getBoundingClientRect().width : 0;
      });
      expect(Math.round(ratio)).toBe(perView);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test("a carousel's arrows move it one slide at a time", async ({ page }) => {
    const { carousel, slides } = await topSellersOnPhone(page);
    await expect(slides.nth(0)).toBeInViewport({ ratio: 0.9 });
    await expect(slides.nth(1)).not.toBeInViewport({ ratio: 0.1 });

    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 });
    await expect(slides.nth(0)).not.toBeInViewport({ ratio: 0.1 });
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(slides.nth(2)).toBeInViewport({ ratio: 0.9 });

    await carousel.getByRole("button", { name: "Previous slide" }).click();
    await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 });
    await expect(slides.nth(2)).not.toBeInViewport({ ratio: 0.1 });
  });

  for (const reducedMotion of ["no-preference", "reduce"] as const) {
    test(`an arrow's move ${reducedMotion === "reduce" ? "is one jump with reduced motion" : "slides"}`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion });
      const { carousel, slides } = await topSellersOnPhone(page);
      await carousel.hover();
      await expect(carousel).toHaveClass(/swiper-initialized/);
      // The track's position in each of the frames after the click: a slide passes through
      // positions between the two slides, a jump goes straight to the next one.
      const positions = carousel.locator(".swiper-wrapper").evaluate(
        (track) =>
          new Promise<number[]>((resolve) => {
            const seen: number[] = [];
            const sample = () => {
              seen.push(track.scrollLeft);
              if (seen.length < 40) requestAnimationFrame(sample);
              else resolve(seen);
            };
            requestAnimationFrame(sample);
          }),
      );
      await carousel.getByRole("button", { name: "Next slide" }).click();
      const moved = [...new Set(await positions)].filter((left) => left > 0);
      await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 });
      if (reducedMotion === "reduce") expect(moved).toHaveLength(1);
      else expect(moved.length).toBeGreaterThan(2);
    });
  }

  test("carousels scroll natively until the shopper reaches for one, then Swiper takes over in place", async ({
    page,
  }) => {
    const { carousel, slides } = await topSellersOnPhone(page);
    // Shown without Swiper: nothing has reached for the carousel yet.
    await expect(carousel).not.toHaveClass(/swiper-initialized/);
    // Scrolling the track, as a swipe does, snaps it to the next slide.
    await carousel.locator(".swiper-wrapper").evaluate((track) => {
      track.scrollBy({ left: track.clientWidth * 0.7 });
    });
    await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 });
    await expect(carousel).not.toHaveClass(/swiper-initialized/);

    await carousel.hover();
    await expect(carousel).toHaveClass(/swiper-initialized/);
    // Swiper starts on the slide in view, and its arrows go on from there.
    await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 });
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(slides.nth(2)).toBeInViewport({ ratio: 0.9 });
  });

  test("a carousel fetches a cover when the shopper nears its slide, not before", async ({
    page,
  }) => {
    const { carousel, slides } = await topSellersOnPhone(page);
    const covers = slides.locator("img");
    await expect(covers).toHaveCount(10);
    const shown = (cover: Locator) =>
      cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);
    await expect.poll(() => shown(covers.first())).toBe(true);
    expect(await shown(covers.last())).toBe(false);

    await carousel.locator(".swiper-wrapper").evaluate((track) => {
      track.scrollLeft = track.scrollWidth;
    });
    await expect.poll(() => shown(covers.last())).toBe(true);
  });

  test("on a phone, the carousels below the fold load when the visitor scrolls to them", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await openStore(page);
    await expect(cardTitles(page.getByTestId("top-sellers")).first()).toBeVisible();
    // News needs no data: had it not waited for the visitor, it would have shown by now.
    const news = page.getByRole("region", { name: "News" });
    await expect(news.getByRole("status")).toHaveText("Loading news");
    await expect(page.getByTestId("news-card")).toHaveCount(0);
    await expect(page.getByTestId("recommended").getByTestId("book-card")).toHaveCount(0);

    await scrollThroughPage(page);
    await expect(page.getByTestId("news-card")).toHaveCount(6);
    await expect(cardTitles(page.getByTestId("recommended"))).toHaveCount(20);
  });

  test("has no serious accessibility violations", async ({ page }) => {
    await openStore(page);
    await scrollThroughPage(page);
    await expect(page.getByTestId("news-card").first()).toBeAttached();
    await expect(page.getByTestId("book-card").first()).toBeVisible();
    await expectAccessible(page);
  });
});
