import { ContactForm } from "@/features/contact/components/contact-form";
import { ContactLinks } from "@/features/contact/components/contact-links";

export function ContactRoute() {
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-3xl font-bold text-slate-900">Contact</h1>
      <p className="mt-3 max-w-2xl text-slate-700">
        A question about an order, a book you would like to see in the store, or feedback on this
        demo? Send a message and I will get back to you.
      </p>
      <div className="mt-8 grid gap-10 lg:grid-cols-[2fr_1fr]">
        <div className="rounded-lg border border-slate-200 p-5 sm:p-8">
          <ContactForm />
        </div>
        <ContactLinks />
      </div>
    </div>
  );
}
