import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";

import { FieldError } from "@/components/ui/field-error";
import { useSubmitForm } from "@/hooks/use-submit-form";
import { ApiError } from "@/lib/api-client";
import { BOOK_LIMITS, type ValidBookInput } from "@bookstore/shared/books/book-input.ts";
import { CATEGORIES } from "@bookstore/shared/books/categories.ts";

import { useAdminUser } from "../../session/hooks/admin-user";
import { uploadCover } from "../api/upload-cover";
import { bookFormSchema, type BookFormField, type BookFormValues } from "../utils/book-form";
import { coverFileProblem } from "../utils/cover-file";

import { PriceField, StockField, bookFieldClasses } from "./book-form-fields";
import { UploadProgress } from "./upload-progress";

interface BookFormProps {
  /** The form's accessible name, e.g. "Add New Book". */
  name: string;
  initial: BookFormValues;
  /** The edit form shows the stored cover's name or URL as text; the add form only the picker. */
  coverText: boolean;
  submitLabel: string;
  busyLabel: string;
  /** Creates or updates the book; resolves true when saved (on failure the caller says so). */
  onSave: (input: ValidBookInput) => Promise<boolean>;
  /** After a save: the caller's success dialog; the add form resets once it closes. */
  onSaved: () => Promise<void>;
  /** After a failed cover upload: the caller's failure dialog. */
  onUploadFailed: () => void;
  /** The add form starts again empty after a save; the edit form shows the refetched book. */
  resetAfterSave: boolean;
  /** Values found elsewhere (Fill from ISBN), laid over the form's own each time `version` changes. */
  prefill?: BookFormPrefill;
}

export interface BookFormPrefill {
  version: number;
  values: Partial<BookFormValues>;
  cover?: File;
}

/**
 * The add and edit forms: every text, number and select field required,
 * prices as decimals with step 0.01, the stock as whole copies, checked with the API's schema before sending. A chosen
 * cover is uploaded first, with a progress bar; its stored name becomes the book's coverImage.
 */
export function BookForm({
  name,
  initial,
  coverText,
  submitLabel,
  busyLabel,
  onSave,
  onSaved,
  onUploadFailed,
  resetAfterSave,
  prefill,
}: BookFormProps) {
  const user = useAdminUser();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [fileProblem, setFileProblem] = useState<string>();
  const [progress, setProgress] = useState<number>();

  const chooseCover = (chosen: File | undefined) => {
    setFile(chosen);
    setProgress(undefined);
    setFileProblem(chosen === undefined ? undefined : coverFileProblem(chosen));
  };

  const clearFile = () => {
    chooseCover(undefined);
    if (fileInput.current) fileInput.current.value = "";
  };

  /** Uploads the chosen cover, if any, then saves; resolves whether the book was saved. */
  const save = async (input: ValidBookInput, form: HTMLFormElement | null) => {
    if (file && fileProblem !== undefined) {
      const element = form?.elements.namedItem("file");
      if (element instanceof HTMLElement) element.focus();
      return false;
    }
    let saved = input;
    if (file) {
      try {
        setProgress(0);
        const { coverImage } = await uploadCover(user, file, setProgress);
        saved = { ...input, coverImage };
      } catch (error) {
        console.error("Cover upload failed", error);
        setProgress(undefined);
        if (error instanceof ApiError && error.status !== undefined && error.status < 500) {
          setFileProblem(error.message);
        }
        onUploadFailed();
        return false;
      }
    }
    return onSave(saved);
  };

  const formRef = useRef<HTMLFormElement>(null);
  const { form, onSubmit, busy } = useSubmitForm({
    schema: bookFormSchema,
    defaultValues: initial,
    submit: (input) => save(input, formRef.current),
    // Every failure is told in the caller's dialog, or under the cover picker.
    failure: (error) => ({ message: error instanceof Error ? error.message : String(error) }),
    onSuccess: (wasSaved) => {
      if (!wasSaved) return;
      void onSaved().then(() => {
        if (!resetAfterSave) return;
        form.reset(initial);
        clearFile();
      });
    },
    focusInvalid: true,
  });
  const { errors } = form.formState;

  // Laid over the form's own values once per version, so the fields the prefill leaves out keep
  // what the admin typed. The cover is this component's state, set while rendering; the values
  // are the form library's, set once the render is committed.
  const [prefilled, setPrefilled] = useState(prefill?.version);
  if (prefill !== undefined && prefill.version !== prefilled) {
    setPrefilled(prefill.version);
    if (prefill.cover) chooseCover(prefill.cover);
  }
  const prefillVersion = prefill?.version;
  const prefillValues = prefill?.values;
  useEffect(() => {
    if (prefillValues === undefined) return;
    form.clearErrors();
    for (const [field, value] of Object.entries(prefillValues)) {
      form.setValue(field as BookFormField, value);
    }
    // A new version only: the values object is the caller's, made with each version.
  }, [prefillVersion, prefillValues, form]);

  const fieldId = (field: BookFormField | "file") => `${id}-${field}`;
  const errorId = (field: BookFormField | "file") => `${id}-${field}-error`;

  const hintId = (field: BookFormField) => `${id}-${field}-hint`;

  /** A field's props; `hinted` links the hint under it as well as its error, when shown. */
  const fieldProps = (field: Exclude<BookFormField, "trending">, { hinted = false } = {}) => ({
    id: fieldId(field),
    // A field's message goes as soon as it is edited; the next submit checks it again.
    ...form.register(field, {
      onChange: () => {
        form.clearErrors(field);
      },
    }),
    "aria-invalid": errors[field] !== undefined,
    "aria-describedby":
      [hinted ? hintId(field) : null, errors[field] === undefined ? null : errorId(field)]
        .filter((part) => part !== null)
        .join(" ") || undefined,
    className: bookFieldClasses.input,
  });

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    chooseCover(event.target.files?.[0]);
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label={name}
      className="flex max-w-2xl flex-col gap-5 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div>
        <label htmlFor={fieldId("title")} className={bookFieldClasses.label}>
          Title
        </label>
        <input
          type="text"
          required
          maxLength={BOOK_LIMITS.title}
          placeholder="Enter book title"
          {...fieldProps("title")}
        />
        <FieldError id={errorId("title")} message={errors.title?.message} />
      </div>
      <div>
        <label htmlFor={fieldId("author")} className={bookFieldClasses.label}>
          Author (optional)
        </label>
        <input
          type="text"
          maxLength={BOOK_LIMITS.author}
          placeholder="Shown as 'admin' when empty"
          {...fieldProps("author")}
        />
        <FieldError id={errorId("author")} message={errors.author?.message} />
      </div>
      <div>
        <label htmlFor={fieldId("isbn")} className={bookFieldClasses.label}>
          ISBN (optional)
        </label>
        <input
          type="text"
          inputMode="numeric"
          maxLength={BOOK_LIMITS.isbn}
          placeholder="ISBN-10 or ISBN-13, hyphens allowed"
          {...fieldProps("isbn")}
        />
        <FieldError id={errorId("isbn")} message={errors.isbn?.message} />
      </div>
      <div>
        <label htmlFor={fieldId("publishedOn")} className={bookFieldClasses.label}>
          Publication date (optional)
        </label>
        <input type="date" {...fieldProps("publishedOn", { hinted: true })} />
        <p id={hintId("publishedOn")} className="mt-1 text-sm text-slate-600">
          Before this day the shop sells the book as a pre-order, from its stock.
        </p>
        <FieldError id={errorId("publishedOn")} message={errors.publishedOn?.message} />
      </div>
      <div>
        <label htmlFor={fieldId("description")} className={bookFieldClasses.label}>
          Description
        </label>
        <textarea
          required
          rows={5}
          maxLength={BOOK_LIMITS.description}
          placeholder="Enter book description"
          {...fieldProps("description")}
        />
        <FieldError id={errorId("description")} message={errors.description?.message} />
      </div>
      <div>
        <label htmlFor={fieldId("category")} className={bookFieldClasses.label}>
          Category
        </label>
        <select required {...fieldProps("category")}>
          <option value="">Choose A Category</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category} className="capitalize">
              {category}
            </option>
          ))}
        </select>
        <FieldError id={errorId("category")} message={errors.category?.message} />
      </div>
      <div className="flex items-center gap-2">
        <input
          id={fieldId("trending")}
          type="checkbox"
          {...form.register("trending")}
          className="h-4 w-4 rounded border-slate-300 accent-blue-700"
        />
        <label htmlFor={fieldId("trending")} className="text-sm font-medium text-slate-800">
          Trending
        </label>
      </div>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <PriceField
          label="Old Price"
          input={fieldProps("oldPrice")}
          errorId={errorId("oldPrice")}
          error={errors.oldPrice?.message}
        />
        <PriceField
          label="New Price"
          input={fieldProps("newPrice")}
          errorId={errorId("newPrice")}
          error={errors.newPrice?.message}
        />
        <StockField
          label="Stock"
          input={fieldProps("stock")}
          errorId={errorId("stock")}
          error={errors.stock?.message}
        />
      </div>
      {coverText && (
        <div>
          <label htmlFor={fieldId("coverImage")} className={bookFieldClasses.label}>
            Cover Image URL
          </label>
          <input
            type="text"
            maxLength={BOOK_LIMITS.coverImage}
            placeholder="Leave empty to keep the current cover"
            {...fieldProps("coverImage")}
          />
          <FieldError id={errorId("coverImage")} message={errors.coverImage?.message} />
        </div>
      )}
      <div className="flex flex-col gap-2">
        <label htmlFor={fieldId("file")} className={bookFieldClasses.label}>
          {coverText ? "Upload a new cover image" : "Cover Image"}
        </label>
        <input
          ref={fileInput}
          id={fieldId("file")}
          name="file"
          type="file"
          accept="image/*"
          onChange={chooseFile}
          aria-invalid={fileProblem !== undefined}
          aria-describedby={fileProblem === undefined ? undefined : errorId("file")}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold hover:file:bg-slate-200"
        />
        {file && (
          <p data-testid="selected-file" className="text-sm break-all text-slate-700">
            Selected: {file.name}
          </p>
        )}
        <FieldError id={errorId("file")} message={fileProblem} />
        {progress !== undefined && <UploadProgress percent={progress} />}
      </div>
      <button
        type="submit"
        disabled={busy}
        className="self-start rounded-md bg-green-700 px-6 py-2 font-semibold text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700 disabled:cursor-not-allowed disabled:opacity-70"
      >
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
