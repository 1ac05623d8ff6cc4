export interface NewsItem {
  id: number;
  title: string;
  description: string;
  /** File name in the cover store, served under /covers/. */
  image: string;
  /** ISO date, e.g. "2026-03-14". */
  date: string;
  newsUrl: string;
}

export const NEWS_ITEMS: readonly NewsItem[] = [
  {
    id: 1,
    title: "Independent Bookshops Report Their Busiest Summer in a Decade",
    description:
      "A survey of small booksellers found foot traffic up sharply this summer, with staff recommendations and evening author readings credited for drawing readers back into physical stores.",
    image: "news-1.svg",
    date: "2026-06-14",
    newsUrl: "https://www.theguardian.com/books",
  },
  {
    id: 2,
    title: "City Libraries Try Late-Night Reading Rooms",
    description:
      "Several library systems are piloting evening hours with quiet reading rooms and free tea, hoping to reach shift workers and students who cannot visit during the day.",
    image: "news-2.svg",
    date: "2026-07-09",
    newsUrl: "https://www.npr.org/sections/books/",
  },
  {
    id: 3,
    title: "Translated Fiction Sales Climb for a Third Straight Year",
    description:
      "Publishers say novels translated from smaller languages are finding larger audiences, helped by book clubs and readers eager for stories from unfamiliar places.",
    image: "news-3.svg",
    date: "2026-08-02",
    newsUrl: "https://www.publishersweekly.com/",
  },
  {
    id: 4,
    title: "Audiobook Fans Are Picking Up Print Again, Survey Suggests",
    description:
      "Many listeners say they now buy a paper copy of the books they enjoyed most on audio. Booksellers report growing demand for bundles that pair both formats.",
    image: "news-4.svg",
    date: "2026-08-27",
    newsUrl: "https://apnews.com/hub/books",
  },
  {
    id: 5,
    title: "Pop-Up Poetry Stalls Appear at Train Stations",
    description:
      "Commuters in several cities have been greeted by volunteers offering short poems on request, part of a campaign to bring a minute of verse into the daily rush.",
    image: "news-5.svg",
    date: "2026-09-18",
    newsUrl: "https://www.bbc.com/culture",
  },
  {
    id: 6,
    title: "Autumn Book Festivals Announce Their Largest Programs Yet",
    description:
      "Regional festivals are preparing record lineups, with children's events, translation workshops and evening debates on the future of reading.",
    image: "news-6.svg",
    date: "2026-10-23",
    newsUrl: "https://www.nytimes.com/section/books",
  },
];
