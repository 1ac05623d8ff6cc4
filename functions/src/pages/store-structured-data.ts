import { SHOPPER_PATHS } from "@bookstore/shared/site/site-routes.ts";
import { STORE_NAME } from "@bookstore/shared/site/store-name.ts";

/** The home page's description of the store itself: the shop and its site, with its search. */
export function storeStructuredData(origin: string, description: string): object[] {
  const home = `${origin}/`;
  return [
    {
      "@context": "https://schema.org",
      "@type": "OnlineStore",
      "@id": `${home}#store`,
      name: STORE_NAME,
      url: home,
      description,
    },
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      "@id": `${home}#website`,
      name: STORE_NAME,
      url: home,
      publisher: { "@id": `${home}#store` },
      potentialAction: {
        "@type": "SearchAction",
        target: `${origin}${SHOPPER_PATHS.search}?q={search_term_string}`,
        "query-input": "required name=search_term_string",
      },
    },
  ];
}
