import { useState, type ChangeEvent, type SyntheticEvent } from "react";
import { useNavigate } from "react-router-dom";

import { FieldError } from "@/components/ui/field-error";
import { paths } from "@/config/paths";
import { CONTACT_LIMITS, type ContactField, type ContactMessageInput } from "@shared/contact.ts";

import { useSendContactMessage } from "../hooks/use-send-contact-message";
import {
  firstInvalidField,
  validateContactForm,
  type ContactFieldErrors,
} from "../utils/validate-contact-form";

const EMPTY_FORM: ContactMessageInput = { name: "", email: "", message: "", botcheck: false };

const labelClass = "block text-sm font-medium text-slate-800";
const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 focus:border-blue-700 focus:outline-2 focus:outline-blue-700 aria-invalid:border-red-700";

const errorId = (field: ContactField) => `contact-${field}-error`;

export function ContactForm() {
  const [values, setValues] = useState<ContactMessageInput>(EMPTY_FORM);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const send = useSendContactMessage();
  const navigate = useNavigate();

  const edit =
    (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    };

  const fieldProps = (field: ContactField) => ({
    id: `contact-${field}`,
    name: field,
    value: values[field],
    onChange: edit(field),
    maxLength: CONTACT_LIMITS[field],
    "aria-invalid": errors[field] !== undefined,
    "aria-describedby": errors[field] === undefined ? undefined : errorId(field),
    className: inputClass,
  });

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const validation = validateContactForm(values);
    if (!validation.valid) {
      setErrors(validation.errors);
      const invalid = firstInvalidField(validation.errors);
      const element = invalid && event.currentTarget.elements.namedItem(invalid);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    send.mutate(validation.message, { onSuccess: () => void navigate(paths.thanks) });
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="contact-form-title" className="space-y-5">
      <h2 id="contact-form-title" className="text-xl font-semibold">
        Send a message
      </h2>
      <div>
        <label htmlFor="contact-name" className={labelClass}>
          Full name
        </label>
        <input type="text" autoComplete="name" {...fieldProps("name")} />
        <FieldError id={errorId("name")} message={errors.name} />
      </div>
      <div>
        <label htmlFor="contact-email" className={labelClass}>
          Email address
        </label>
        <input type="email" autoComplete="email" {...fieldProps("email")} />
        <FieldError id={errorId("email")} message={errors.email} />
      </div>
      <div>
        <label htmlFor="contact-message" className={labelClass}>
          Message
        </label>
        <textarea rows={6} {...fieldProps("message")} />
        <FieldError id={errorId("message")} message={errors.message} />
      </div>
      {/* The honeypot: hidden from people (and assistive technology), so only bots tick it. */}
      <div className="hidden">
        <label htmlFor="contact-botcheck">Leave this box unticked</label>
        <input
          id="contact-botcheck"
          type="checkbox"
          name="botcheck"
          tabIndex={-1}
          checked={values.botcheck ?? false}
          onChange={(event) => {
            setValues((current) => ({ ...current, botcheck: event.target.checked }));
          }}
        />
      </div>
      {send.error && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {send.error.message}
        </p>
      )}
      <button
        type="submit"
        disabled={send.isPending}
        className="w-full rounded-md bg-blue-700 px-5 py-2 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
      >
        {send.isPending ? "Sending..." : "Send Message"}
      </button>
    </form>
  );
}
