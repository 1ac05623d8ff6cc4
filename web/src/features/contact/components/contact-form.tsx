import { useNavigate } from "react-router-dom";

import { FieldError } from "@/components/ui/field-error";
import { paths } from "@/config/paths";
import { useSubmitForm } from "@/hooks/use-submit-form";
import { apiRequest } from "@/lib/api-client";
import * as API from "@bookstore/shared/contact/contact-api.ts";
import {
  CONTACT_LIMITS,
  contactMessageSchema,
  type ContactField,
} from "@bookstore/shared/contact/contact.ts";

const EMPTY_FORM = { name: "", email: "", message: "", botcheck: false };

const labelClass = "block text-sm font-medium text-slate-800";
const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 focus:border-blue-700 focus:outline-2 focus:outline-blue-700 aria-invalid:border-red-700";

const errorId = (field: ContactField) => `contact-${field}-error`;

export function ContactForm() {
  const navigate = useNavigate();
  const { form, onSubmit, busy, failure } = useSubmitForm({
    schema: contactMessageSchema,
    defaultValues: EMPTY_FORM,
    submit: (input) => apiRequest(API.postContactMessage, { body: input }),
    failure: (error) => ({ message: error instanceof Error ? error.message : String(error) }),
    onSuccess: () => navigate(paths.thanks),
    focusInvalid: true,
  });
  const { errors } = form.formState;

  const fieldProps = (field: ContactField) => ({
    id: `contact-${field}`,
    // A field's message goes as soon as it is edited; the next submit checks it again.
    ...form.register(field, {
      onChange: () => {
        form.clearErrors(field);
      },
    }),
    maxLength: CONTACT_LIMITS[field],
    "aria-invalid": errors[field] !== undefined,
    "aria-describedby": errors[field] === undefined ? undefined : errorId(field),
    className: inputClass,
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="contact-form-title" className="space-y-5">
      <h2 id="contact-form-title" className="text-xl font-semibold">
        Send a message
      </h2>
      <div>
        <label htmlFor="contact-name" className={labelClass}>
          Full name
        </label>
        <input type="text" autoComplete="name" {...fieldProps("name")} />
        <FieldError id={errorId("name")} message={errors.name?.message} />
      </div>
      <div>
        <label htmlFor="contact-email" className={labelClass}>
          Email address
        </label>
        <input type="email" autoComplete="email" {...fieldProps("email")} />
        <FieldError id={errorId("email")} message={errors.email?.message} />
      </div>
      <div>
        <label htmlFor="contact-message" className={labelClass}>
          Message
        </label>
        <textarea rows={6} {...fieldProps("message")} />
        <FieldError id={errorId("message")} message={errors.message?.message} />
      </div>
      {/* The honeypot: hidden from people (and assistive technology), so only bots tick it. */}
      <div className="hidden">
        <label htmlFor="contact-botcheck">Leave this box unticked</label>
        <input id="contact-botcheck" type="checkbox" tabIndex={-1} {...form.register("botcheck")} />
      </div>
      {failure && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure.message}
        </p>
      )}
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-md bg-blue-700 px-5 py-2 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
      >
        {busy ? "Sending..." : "Send Message"}
      </button>
    </form>
  );
}
