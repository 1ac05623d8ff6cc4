// The catalogue feature's public entry: what other features may use (see eslint.config.js).
export { CataloguePage } from "./components/catalogue-page";
export { CatalogueFilters } from "./components/catalogue-filters";
