import { Link } from "react-router-dom";

import { paths } from "@/config/paths";

import { LIBRARY_MESSAGES } from "./library-messages";

export function NoBooksYet() {
  return (
    <p>
      {LIBRARY_MESSAGES.noBooks}{" "}
      <Link to={paths.home} className="font-medium text-blue-700 underline hover:text-blue-900">
        {LIBRARY_MESSAGES.browse}
      </Link>
    </p>
  );
}
