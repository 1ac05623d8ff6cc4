import type { Page } from "@playwright/test";

/** The admin's book form (add or edit) and its fields, by their labels. */
export function bookForm(page: Page, name: "Add New Book" | "Update Book") {
  const form = page.getByRole("form", { name });
  return {
    form,
    title: form.getByLabel("Title", { exact: true }),
    author: form.getByLabel("Author (optional)"),
    publishedOn: form.getByLabel("Publication date (optional)"),
    description: form.getByLabel("Description"),
    category: form.getByLabel("Category"),
    trending: form.getByLabel("Trending"),
    oldPrice: form.getByLabel("Old Price"),
    newPrice: form.getByLabel("New Price"),
    stock: form.getByLabel("Stock", { exact: true }),
    coverUrl: form.getByLabel("Cover Image URL"),
    file: form.getByLabel(name === "Add New Book" ? "Cover Image" : "Upload a new cover image"),
    progress: form.getByRole("progressbar", { name: "Cover upload" }),
    selected: form.getByTestId("selected-file"),
  };
}

/** A title no other test run uses, so a test finds its own book. */
export function uniqueTitle(prefix: string): string {
  return `${prefix} ${String(Date.now())} ${String(Math.floor(Math.random() * 1e4))}`;
}
