import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import { useSession } from "@/session/use-session";

import { LIBRARY_MESSAGES } from "./library-messages";
import { OrderedBooks } from "./ordered-books";

/** The books a signed-in customer has ordered; visitors are asked to sign in. */
export function LibraryBooks() {
  const session = useSession();

  if (session.status === "loading") return <p role="status">{LIBRARY_MESSAGES.loading}</p>;
  if (session.status === "signed-out") {
    return (
      <p>
        <Link to={paths.login} className="font-medium text-blue-700 underline hover:text-blue-900">
          {LIBRARY_MESSAGES.signInLink}
        </Link>
        {LIBRARY_MESSAGES.signInRest}
      </p>
    );
  }
  return <OrderedBooks user={session.user} />;
}
