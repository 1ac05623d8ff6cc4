import { CataloguePage } from "@/features/catalogue/components/catalogue-page";

export function CatalogueRoute() {
  return <CataloguePage />;
}
