import { useInfiniteQuery } from "@tanstack/react-query";
import type { User } from "firebase/auth";

import { apiPagesQueryOptions } from "@/lib/api-query";
import * as API from "@bookstore/shared/dashboard/dashboard-api.ts";

import { INBOX_PAGE_SIZE } from "./inbox";

/** GET /api/admin/mail: every mail the store wrote, newest first. */
export function useOutbox(user: User) {
  return useInfiniteQuery(apiPagesQueryOptions(API.listMail, INBOX_PAGE_SIZE, { session: user }));
}
